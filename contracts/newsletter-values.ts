/**
 * Options of the newsletter, without the schemas: pages import them without the validation
 * library (ADR 092).
 */

export const newsletterTopics = ['jobs', 'news', 'blog'] as const;
