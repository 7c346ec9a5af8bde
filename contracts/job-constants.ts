/** Job search limits and options as plain constants (no zod), shared with the browser. */
export const JOB_PAGE_SIZE_DEFAULT = 20;
export const JOB_PAGE_SIZE_MAX = 100;
export const JOB_QUERY_MAX_LENGTH = 200;
/** A job published within this many days is "new" (docs/product/constants.md). */
export const NEW_JOB_DAYS = 7;

export const jobSorts = ['default', 'newest', 'rate', 'net'] as const;
export type JobSort = (typeof jobSorts)[number];
/** The sorts a search request takes: the index's orders and "best match first" (signed-in candidates only, ADR 121). */
export const jobSearchSorts = [...jobSorts, 'match'] as const;
export type JobSearchSort = (typeof jobSearchSorts)[number];

/** Where the work is done: fully remote (100 %), hybrid, or on site (0 % remote). */
export const jobWorkplaces = ['remote', 'hybrid', 'onsite'] as const;
export type JobWorkplace = (typeof jobWorkplaces)[number];

/** The highest `netMin` of a job search (EUR a month). */
export const JOB_NET_MIN_MAX = 100_000;
