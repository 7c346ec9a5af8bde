import { ActionButton, EmailHeading, EmailLayout, Paragraph } from './layout.tsx';
import type { EmailProps } from './message.tsx';

export interface NewsletterConfirmData {
  topics: ('jobs' | 'news' | 'blog')[];
  url: string;
  expiresHours: number;
}

/** The double opt-in: the topics asked for and the link to the page that confirms them with one click. */
export function NewsletterConfirmEmail({ data, ...props }: EmailProps<NewsletterConfirmData>) {
  const { t } = props;
  const key = 'newsletter-confirm';
  return (
    <EmailLayout {...props} preview={t(`${key}.preview`)} reason={t(`${key}.reason`)}>
      <EmailHeading>{t(`${key}.heading`)}</EmailHeading>
      <Paragraph>{t('newsletter-list.greeting')}</Paragraph>
      <Paragraph>{t(`${key}.intro`)}</Paragraph>
      <ul>
        {data.topics.map((topic) => (
          <li key={topic}>
            <Paragraph>{t(`newsletter-list.topics.${topic}`)}</Paragraph>
          </li>
        ))}
      </ul>
      <ActionButton href={data.url} label={t(`${key}.action`)} t={t} />
      <Paragraph small>{t(`${key}.expires`, { count: data.expiresHours })}</Paragraph>
      <Paragraph small>{t(`${key}.ignore`)}</Paragraph>
    </EmailLayout>
  );
}
