import type { ApplicationStatus } from '../../../contracts/applications.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { useTranslation } from '../../i18n/react.tsx';

const TONE: Record<ApplicationStatus, 'neutral' | 'brand' | 'amber' | 'green' | 'teal'> = {
  received: 'neutral',
  in_review: 'brand',
  interview: 'amber',
  offer: 'teal',
  placed: 'green',
  closed: 'neutral',
};

/** The stage of an application in the company's pipeline, as the candidate sees it. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('profile');
  return <Badge tone={TONE[status]}>{t(`applications.status.${status}`)}</Badge>;
}
