import { EmailHeading, EmailLayout, emailStyles } from './layout.tsx';
import type { EmailProps } from './message.tsx';
import { ListFooter } from './newsletter-parts.tsx';

export interface NewsletterNewsData {
  subject: string;
  /** The Markdown, rendered and sanitised by the portal's one Markdown pipeline. */
  html: string;
  unsubscribeUrl: string;
  settingsUrl: string;
}

/** A news issue (at most one a calendar month): the admin's text in the portal's frame. */
export function NewsletterNewsEmail({ data, ...props }: EmailProps<NewsletterNewsData>) {
  const { t } = props;
  const key = 'newsletter-news';
  return (
    <EmailLayout {...props} preview={data.subject} reason={t(`${key}.reason`)}>
      <EmailHeading>{data.subject}</EmailHeading>
      <div style={emailStyles.text} dangerouslySetInnerHTML={{ __html: data.html }} />
      <ListFooter t={t} unsubscribeUrl={data.unsubscribeUrl} settingsUrl={data.settingsUrl} />
    </EmailLayout>
  );
}
