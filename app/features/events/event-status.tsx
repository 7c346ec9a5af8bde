import type { EventStatus } from '../../../contracts/events.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { useTranslation } from '../../i18n/react.tsx';

const TONE: Record<EventStatus, 'amber' | 'green' | 'red'> = {
  pending: 'amber',
  approved: 'green',
  rejected: 'red',
};

/** Waiting for review, published or rejected. */
export function EventStatusBadge({ status }: { status: EventStatus }) {
  const { t } = useTranslation('events');
  return <Badge tone={TONE[status]}>{t(`status.${status}`)}</Badge>;
}
