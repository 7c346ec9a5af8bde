import { ThumbsDown, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFetcher, useFetchers, useLocation } from 'react-router';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';

/** The resource route the "not interested" buttons post to (ADR 127). */
const DISMISS_PATH = '/recommendations/dismiss';
/** The key of each job's fetcher (its id appended): an undo replaces the dismissal it undoes. */
const FETCHER_KEY = 'dismiss-recommendation-';

/**
 * A form to the resource route about one recommended job: "not interested", or its undo. Without
 * JavaScript it posts and comes back to this page; with it the request runs in the background under
 * one fetcher per job, so an undo replaces the dismissal it undoes.
 */
function RecommendationForm({
  jobId,
  intent,
  onSubmit,
  className,
  children,
}: {
  jobId: number;
  intent: 'dismiss' | 'undo';
  onSubmit?: (() => void) | undefined;
  className?: string;
  children: ReactNode;
}) {
  const { href } = useLocale();
  const location = useLocation();
  const fetcher = useFetcher<{ dismissed?: number; restored?: number }>({
    key: `${FETCHER_KEY}${jobId}`,
  });
  const hydrated = useHydrated();
  return (
    <fetcher.Form
      noValidate
      method="post"
      action={href(DISMISS_PATH)}
      className={className}
      onSubmit={() => onSubmit?.()}
    >
      <input type="hidden" name="jobId" value={String(jobId)} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {children}
    </fetcher.Form>
  );
}

const BUTTON =
  'inline-flex min-h-10 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none';

/**
 * "Not interested" on a recommended job (ADR 127). With JavaScript the card goes at once and the
 * page's data reload brings the next best. Its accessible name names the job.
 */
export function DismissRecommendation({
  jobId,
  title,
  onDismiss,
}: {
  jobId: number;
  title: string;
  /** Called as the form is sent with JavaScript (the section moves the focus before the card goes). */
  onDismiss?: () => void;
}) {
  const { t } = useTranslation('jobs');
  return (
    <RecommendationForm
      jobId={jobId}
      intent="dismiss"
      onSubmit={onDismiss}
      className="relative z-10 shrink-0"
    >
      <button
        type="submit"
        aria-label={t('recommended.dismissLabel', { title })}
        className={`${BUTTON} text-slate-700 hover:bg-slate-100 hover:text-rose-800`}
      >
        <ThumbsDown className="size-4 shrink-0" aria-hidden />
        {t('recommended.dismiss')}
      </button>
    </RecommendationForm>
  );
}

/**
 * Takes back a "not interested": the job may be recommended again. `undo` right after the dismissal
 * (in its notice), `restore` in the list of the jobs set aside.
 */
export function UndoDismissal({
  jobId,
  title,
  onUndo,
  variant = 'undo',
}: {
  jobId: number;
  title: string;
  onUndo?: () => void;
  variant?: 'undo' | 'restore';
}) {
  const { t } = useTranslation('jobs');
  return (
    <RecommendationForm jobId={jobId} intent="undo" onSubmit={onUndo}>
      <button
        type="submit"
        aria-label={t(`recommended.${variant}Label`, { title })}
        className={`${BUTTON} text-brand-800 underline-offset-2 hover:bg-white hover:underline`}
      >
        <Undo2 className="size-4 shrink-0" aria-hidden />
        {t(`recommended.${variant}`)}
      </button>
    </RecommendationForm>
  );
}

/**
 * What this page's "not interested" forms did with JavaScript: the jobs dismissed (being sent or
 * sent; an undo on its way leaves its job hidden until its answer and the reload bring it back) and
 * the jobs restored (being taken back or taken back).
 */
function useRecommendationMarks(): { dismissed: Set<number>; restored: Set<number> } {
  const dismissed = new Set<number>();
  const restored = new Set<number>();
  for (const fetcher of useFetchers()) {
    if (!fetcher.key.startsWith(FETCHER_KEY)) continue;
    const sent = fetcher.formData?.get('jobId');
    if (sent) (fetcher.formData?.get('intent') === 'undo' ? restored : dismissed).add(Number(sent));
    const done = fetcher.data as { dismissed?: number; restored?: number } | undefined;
    if (typeof done?.dismissed === 'number') dismissed.add(done.dismissed);
    if (typeof done?.restored === 'number') restored.add(done.restored);
  }
  return { dismissed, restored };
}

/** The jobs dismissed on this page with JavaScript (hidden before the reload brings the list). */
export const useDismissedJobs = () => useRecommendationMarks().dismissed;

/** The jobs whose "not interested" is being taken back or was, with JavaScript, on this page. */
export const useRestoredJobs = () => useRecommendationMarks().restored;
