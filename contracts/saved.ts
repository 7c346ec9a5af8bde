import { z } from 'zod';

/** What can be saved: jobs now; blog posts and events once their pages exist. */
export const savedItemTypes = ['job', 'post', 'event'] as const;
export type SavedItemType = (typeof savedItemTypes)[number];

export const savedItemRefSchema = z.object({
  type: z.enum(savedItemTypes, { error: 'validation.invalid' }),
  id: z.string().trim().min(1, 'validation.invalid').max(64, 'validation.invalid'),
});
export type SavedItemRef = z.infer<typeof savedItemRefSchema>;

/** A saved item as the profile lists it. */
export const savedItemSchema = z.object({
  type: z.enum(savedItemTypes),
  id: z.string(),
  title: z.string(),
  /** A short line under the title (a job's partner and city, say). */
  subtitle: z.string(),
  savedAt: z.string(),
  /** Whether the item can still be acted on (a job still open for applications). */
  active: z.boolean(),
});
export type SavedItem = z.infer<typeof savedItemSchema>;
