import { Badge } from '../../components/ui/badge.tsx';
import { useTranslation } from '../../i18n/react.tsx';

type Tone = 'neutral' | 'brand' | 'green' | 'amber' | 'red' | 'teal';

const TONES: Record<string, Record<string, Tone>> = {
  job: { draft: 'neutral', published: 'green', unpublished: 'amber', expired: 'red' },
  application: {
    received: 'brand',
    in_review: 'teal',
    interview: 'amber',
    offer: 'amber',
    placed: 'green',
    closed: 'neutral',
  },
  referral: {
    pending: 'brand',
    consented: 'teal',
    removed: 'red',
    placed: 'green',
    paid: 'green',
    closed: 'neutral',
  },
  extra: { new: 'brand', matched: 'green', closed: 'neutral' },
};

/** A status as a coloured badge with its translated name. */
export function StatusBadge({
  kind,
  status,
}: {
  kind: 'job' | 'application' | 'referral' | 'extra';
  status: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <Badge tone={TONES[kind]?.[status] ?? 'neutral'} className="whitespace-nowrap">
      {t(`status.${kind}.${status}`, { defaultValue: status })}
    </Badge>
  );
}

/** A job's one status: "ended" for a published job whose offer has ended, else its publication status. */
export function JobStatusBadges({ job }: { job: { status: string; expired: boolean } }) {
  return (
    <StatusBadge kind="job" status={job.status === 'published' && job.expired ? 'expired' : job.status} />
  );
}
