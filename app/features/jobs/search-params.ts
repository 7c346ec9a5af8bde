import {
  jobSearchSorts,
  jobSorts,
  type JobSearchSort,
  type JobSort,
} from '../../../contracts/job-constants.ts';

// The job list's URL parameters live in contracts: the newsletter's mails link to filtered lists too.
export { P, jobSearchToParams } from '../../../contracts/job-search-params.ts';

export const sortOptions: readonly JobSort[] = jobSorts;
/** The sorts offered to a signed-in candidate: also "best match first" (ADR 121). */
export const matchSortOptions: readonly JobSearchSort[] = jobSearchSorts;
