import { useTranslation } from '../../i18n/react.tsx';
import type { JobState } from '../../../contracts/jobs.ts';
import { Badge } from '../../components/ui/badge.tsx';

const TONE: Record<JobState, 'green' | 'red' | 'teal' | 'amber' | 'brand'> = {
  already_responded: 'brand',
  new: 'green',
  not_available: 'red',
  remote: 'teal',
  top: 'amber',
};

export function JobStates({ states }: { states: readonly JobState[] }) {
  const { t } = useTranslation('jobs');
  return (
    <>
      {states.map((state) => (
        <Badge key={state} tone={TONE[state]}>
          {t(`state.${state}`)}
        </Badge>
      ))}
    </>
  );
}
