/** The pipeline of a job application, set by the company (SPEC §3, issue "applying for jobs"). */
export const applicationStatuses = [
  'received',
  'in_review',
  'interview',
  'offer',
  'placed',
  'closed',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** CV files a candidate may attach: PDF, DOC, DOCX, ODT, sniffed by content. */
export const CV_MAX_BYTES = 10 * 1024 * 1024;
