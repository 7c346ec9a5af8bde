import type { TimelineEntry } from '../../../contracts/applications.ts';
import { formatDate } from '../../../contracts/dates.ts';
import { Timeline } from '../../components/ui/timeline.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';

/**
 * An application's history (ADR 122): the recruiter's invitation, if there was one, then each status
 * with its date, received → in review → interview → offer → placed or closed.
 */
export function ApplicationTimeline({
  timeline,
  invitedAt,
  jobName,
}: {
  timeline: readonly TimelineEntry[];
  invitedAt: string | null;
  jobName: string;
}) {
  const { t } = useTranslation('profile');
  const { locale } = useLocale();
  const steps = [
    ...(invitedAt ? [{ key: 'invited', label: t('applications.timeline.invited'), at: invitedAt }] : []),
    ...timeline.map((s, i) => ({
      key: `${s.status}-${i}`,
      label: t(`applications.status.${s.status}`),
      at: s.at,
    })),
  ].map(({ key, label, at }) => ({ key, label, date: formatDate(locale, at, 'numeric'), dateTime: at }));
  if (!steps.length) return null;
  return (
    <div className="mt-4 border-t border-slate-100 pt-3">
      <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {t('applications.timeline.title')}
      </h3>
      <Timeline steps={steps} label={t('applications.timeline.label', { name: jobName })} />
    </div>
  );
}
