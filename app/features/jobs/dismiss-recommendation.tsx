import { ThumbsDown } from 'lucide-react';
import { useFetcher, useFetchers, useLocation } from 'react-router';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';

/** The resource route the "not interested" buttons post to (ADR 127). */
const DISMISS_PATH = '/recommendations/dismiss';

/**
 * "Not interested" on a recommended job (ADR 127). Without JavaScript the form posts and comes back
 * to this page without the job; with it the card goes at once, the request runs in the background
 * and the page's data reload brings the next best. Its accessible name names the job.
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
  const { href } = useLocale();
  const location = useLocation();
  const fetcher = useFetcher<{ dismissed: number }>({ key: `dismiss-recommendation-${jobId}` });
  const hydrated = useHydrated();
  return (
    <fetcher.Form
      noValidate
      method="post"
      action={href(DISMISS_PATH)}
      className="relative z-10 shrink-0"
      onSubmit={() => onDismiss?.()}
    >
      <input type="hidden" name="jobId" value={String(jobId)} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button
        type="submit"
        aria-label={t('recommended.dismissLabel', { title })}
        className="inline-flex min-h-10 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-rose-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        <ThumbsDown className="size-4 shrink-0" aria-hidden />
        {t('recommended.dismiss')}
      </button>
    </fetcher.Form>
  );
}

/** The jobs dismissed on this page with JavaScript: being sent or sent (hidden before the reload brings the list). */
export function useDismissedJobs(): Set<number> {
  const fetchers = useFetchers();
  const ids = new Set<number>();
  for (const fetcher of fetchers) {
    if (!fetcher.key.startsWith('dismiss-recommendation-')) continue;
    const sent = fetcher.formData?.get('jobId');
    const done = (fetcher.data as { dismissed?: number } | undefined)?.dismissed;
    if (sent) ids.add(Number(sent));
    if (typeof done === 'number') ids.add(done);
  }
  return ids;
}
