import type { NewsIssueInput } from '../../contracts/newsletter.ts';
import type { Locale } from '../../contracts/enums.ts';
import type { Db } from '../../db/client.ts';
import { localizePath } from '../shared/locale.ts';
import type { MailQueueOn } from './newsletter-links.ts';

/**
 * The composer's test send: the news issue as subscribers will get it, to the admin's own address
 * only, with links that lead to the newsletter page (no subscription is touched).
 */
export async function sendTestNews({
  db,
  mailOn,
  publicUrl,
  renderMarkdown,
  input,
  to,
  language,
}: {
  db: Db;
  mailOn: MailQueueOn;
  publicUrl: string;
  renderMarkdown: (markdown: string) => string;
  input: Required<NewsIssueInput>;
  to: string;
  language: Locale;
}): Promise<void> {
  const page = `${publicUrl.replace(/\/$/, '')}${localizePath(language, '/newsletter')}`;
  await db.transaction(async (tx) => {
    await mailOn(tx).send({
      template: 'newsletter-news',
      to,
      locale: language,
      data: {
        subject: input.subject,
        html: renderMarkdown(input.content),
        unsubscribeUrl: page,
        settingsUrl: page,
      },
    });
  });
}
