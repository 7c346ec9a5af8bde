import { z } from 'zod';
import { emailSchema, dataProcessingConsent, requiredText } from './account.ts';
import { locales } from './enums.ts';
import { JOB_ALERT_SCORE_MAX, JOB_ALERT_SCORE_MIN, jobAlertFrequencies } from './job-alert-frequencies.ts';
import { jobFilterSchema } from './jobs.ts';
import { newsletterTopics } from './newsletter-values.ts';

export * from './newsletter-values.ts';

/**
 * The newsletter (docs/product/overview-and-users.md: news at most once a month, the blog digest at most once a week): topics,
 * the double opt-in subscription, its confirmation and the one-click unsubscribe (RFC 8058).
 * Messages are keys of the `common` catalog (`validation.*`).
 */

export type NewsletterTopic = (typeof newsletterTopics)[number];

/** The caps the sender enforces per subscriber (docs/product/overview-and-users.md). */
export const BLOG_DIGEST_MIN_DAYS = 7;
/** How long a confirmation link stays valid. */
export const CONFIRMATION_VALID_HOURS = 48;
/** At most one confirmation e-mail per address within this many minutes. */
export const CONFIRMATION_INTERVAL_MINUTES = 60;

/** An unticked topic is sent as nothing; a single ticked one as a string (HTML forms). */
const topicList = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]),
  z
    .array(z.enum(newsletterTopics, { error: 'validation.invalid' }))
    .min(1, 'validation.newsletterTopics')
    .max(newsletterTopics.length, 'validation.invalid')
    .transform((list) => [...new Set(list)]),
);

/** `POST /api/newsletter/subscriptions` and the `/newsletter` form. */
export const subscribeSchema = z.object({
  email: emailSchema,
  language: z.enum(locales, { error: 'validation.invalid' }).default('sk'),
  topics: topicList,
  consent: dataProcessingConsent,
});
export type SubscribeInput = z.input<typeof subscribeSchema>;
export type SubscribeData = z.output<typeof subscribeSchema>;

/** A token of a link in an e-mail: URL-safe base64, as the portal makes them. */
export const linkTokenSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(16, 'validation.invalid')
  .max(128, 'validation.invalid')
  .regex(/^[A-Za-z0-9_-]+$/, 'validation.invalid');

/** `POST /api/subscriptions/confirm`. */
export const confirmSubscriptionSchema = z.object({ token: linkTokenSchema });

/**
 * A job alert's search as the pages put it in words (`describeJobFilter`): the job search filter, or
 * the least match score of a "jobs that match my CV" alert (ADR 126).
 */
export const alertSearchSchema = z.object({
  filter: z.record(z.string(), z.unknown()),
  minScore: z.number().int().nullable(),
});
export type AlertSearch = z.infer<typeof alertSearchSchema>;

/** What the confirmation answers: the address and its confirmed topics. */
export const confirmedSubscriptionSchema = z.object({
  email: z.string(),
  topics: z.array(z.enum(newsletterTopics)),
  /** The confirmed job alert's search, in words, when the link confirmed one. */
  jobAlert: z.string().nullable(),
  /** The same search as data, for words in the reader's language. */
  alertSearch: alertSearchSchema.nullable().optional(),
});
export type ConfirmedSubscription = z.infer<typeof confirmedSubscriptionSchema>;

/** `?token=` of the unsubscribe address (List-Unsubscribe) and of the `/unsubscribe` page. */
export const unsubscribeQuerySchema = z.object({ token: linkTokenSchema });

/** The RFC 8058 body a mail provider posts: `List-Unsubscribe=One-Click`. */
export const oneClickBodySchema = z.object({ 'List-Unsubscribe': z.string().max(40).optional() });

/** One subscription of an address as the `/unsubscribe` page shows it. */
export const subscriptionStateSchema = z.object({
  topic: z.enum(newsletterTopics),
  status: z.enum(['pending', 'confirmed', 'unsubscribed']),
});

/** What `/unsubscribe` shows: the ended topic, the address (masked) and all its subscriptions. */
export const unsubscribeViewSchema = z.object({
  topic: z.enum(newsletterTopics),
  /** The job alert of the link (its search in words), when the link is an alert's. */
  jobAlert: z.string().nullable(),
  alertSearch: alertSearchSchema.nullable().optional(),
  status: z.enum(['pending', 'confirmed', 'unsubscribed']),
  maskedEmail: z.string(),
  language: z.enum(locales),
  subscriptions: z.array(subscriptionStateSchema),
});
export type UnsubscribeView = z.infer<typeof unsubscribeViewSchema>;

/** The `/unsubscribe` page's buttons. */
export const unsubscribeIntents = ['end', 'end-all', 'undo'] as const;
export const unsubscribeFormSchema = z.object({
  token: linkTokenSchema,
  intent: z.enum(unsubscribeIntents, { error: 'validation.invalid' }),
});

/** `POST /api/admin/newsletter/news`: a news issue, Markdown content. */
export const newsIssueSchema = z.object({
  subject: requiredText(150),
  content: requiredText(20_000, { multiline: true }),
});
export type NewsIssueInput = z.input<typeof newsIssueSchema>;

/** An admin's release of a suppressed address (ADR 133): the address as the list shows it. */
export const releaseSuppressionSchema = z.object({ email: z.string().trim().min(3).max(320) });

/** What one run of the sender queued. */
export const newsletterRunSchema = z.object({
  blog: z.number().int(),
  news: z.number().int(),
  /** Digests of the `jobs` topic (new jobs matching the subscriber's profile, at most one a week). */
  jobs: z.number().int(),
  /** Job alert e-mails (each lists new matching jobs no earlier mail of that alert listed). */
  jobAlerts: z.number().int(),
  /** Subscriptions ended because their consent period (docs/product/validation.md: 5 years) ran out. */
  expired: z.number().int(),
});
export type NewsletterRun = z.infer<typeof newsletterRunSchema>;

/** Masks an address for a page anyone with the link sees: `jo***@example.sk`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

export {
  JOB_ALERT_MATCH_SCORES,
  JOB_ALERT_SCORE_MAX,
  JOB_ALERT_SCORE_MIN,
  jobAlertFrequencies,
  type JobAlertFrequency,
} from './job-alert-frequencies.ts';
/** Job alert confirmations one address may get within the hour (several searches are normal). */
export const JOB_ALERT_CONFIRMATIONS_PER_HOUR = 5;

/** `POST /api/job-alerts`: the current job search (the URL's filters) as an alert. */
export const createJobAlertSchema = z.object({
  email: emailSchema,
  language: z.enum(locales, { error: 'validation.invalid' }).default('sk'),
  filter: jobFilterSchema.default({}),
  frequency: z.enum(jobAlertFrequencies, { error: 'validation.invalid' }).default('daily'),
  /**
   * "Jobs that match my CV" instead of a search (ADR 126): the least match score (ADR 121) of the jobs
   * mailed. Needs a signed-in candidate whose CV names technologies; the filter is then not used.
   */
  minScore: z
    .number({ error: 'validation.matchScore' })
    .int('validation.matchScore')
    .min(JOB_ALERT_SCORE_MIN, 'validation.matchScore')
    .max(JOB_ALERT_SCORE_MAX, 'validation.matchScore')
    .optional(),
  consent: dataProcessingConsent,
});
export type CreateJobAlertInput = z.input<typeof createJobAlertSchema>;
export type CreateJobAlertData = z.output<typeof createJobAlertSchema>;

/** One alert as its owner sees it in the profile. */
export const jobAlertSchema = z.object({
  id: z.number().int(),
  summary: z.string(),
  filter: z.record(z.string(), z.unknown()),
  frequency: z.enum(jobAlertFrequencies),
  status: z.enum(['pending', 'active', 'paused']),
  /** The least match score of a "jobs that match my CV" alert; null for a search. */
  minScore: z.number().int().nullable(),
  createdAt: z.string(),
});
export type JobAlertView = z.infer<typeof jobAlertSchema>;

/** `PATCH /api/job-alerts/{id}`: pause or resume, change the frequency. */
export const updateJobAlertSchema = z
  .object({
    status: z.enum(['active', 'paused'], { error: 'validation.invalid' }).optional(),
    frequency: z.enum(jobAlertFrequencies, { error: 'validation.invalid' }).optional(),
  })
  .strict();

/** A saved search in words: the one formatter of pages and e-mails (ADR 126). */
export { describeJobFilter, type FilterWordsT } from './job-filter-words.ts';

/** The alert settings page (`/newsletter/alert?token=`): change how often, pause or resume, delete. */
export const jobAlertSettingsIntents = ['frequency', 'pause', 'resume', 'delete'] as const;
export const jobAlertSettingsFormSchema = z.object({
  token: linkTokenSchema,
  intent: z.enum(jobAlertSettingsIntents, { error: 'validation.invalid' }),
  frequency: z.enum(jobAlertFrequencies, { error: 'validation.invalid' }).optional(),
});

/** What the alert settings page shows: the alert of the link only, its address masked. */
export const jobAlertSettingsViewSchema = z.object({
  search: alertSearchSchema,
  frequency: z.enum(jobAlertFrequencies),
  status: z.enum(['pending', 'active', 'paused', 'unsubscribed']),
  maskedEmail: z.string(),
  language: z.enum(locales),
});
export type JobAlertSettingsView = z.infer<typeof jobAlertSettingsViewSchema>;
