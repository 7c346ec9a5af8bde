import type { NewsIssueInput } from '../../contracts/newsletter.ts';
import type { Db } from '../../db/client.ts';
import { newsletterIssue } from '../../db/schema/newsletter.ts';

/**
 * `POST /api/admin/newsletter/news`: stores a news issue; the sender's next run mails it to every
 * news subscriber who has had no news this calendar month (and who subscribed before it).
 */
export async function queueNewsIssue({
  db,
  input,
  userId,
  now = new Date(),
}: {
  db: Db;
  input: Required<NewsIssueInput>;
  userId: string | null;
  now?: Date;
}): Promise<{ id: number }> {
  const [row] = await db
    .insert(newsletterIssue)
    .values({ subject: input.subject, content: input.content, createdBy: userId, createdAt: now })
    .returning({ id: newsletterIssue.id });
  return { id: row!.id };
}
