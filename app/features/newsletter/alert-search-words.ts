import { describeJobFilter } from '../../../contracts/job-filter-words.ts';
import { useTranslation } from '../../i18n/react.tsx';

/** A job alert's search as data: its filter, or the least match score of a "jobs that match my CV" alert. */
export interface AlertSearchData {
  filter: Record<string, unknown>;
  minScore?: number | null | undefined;
}

/**
 * A job alert's search in the visitor's words (ADR 126): the one formatter the e-mails use too, with
 * the `common` catalogue's labels; "all jobs" for an empty search.
 */
export function useAlertSearchWords(): (search: AlertSearchData) => string {
  const { t } = useTranslation('newsletter');
  return (search) =>
    describeJobFilter(search.filter, (key, values) => t(`common:${key}`, values), search.minScore) ||
    t('allJobs');
}
