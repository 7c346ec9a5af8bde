import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { formatDate } from '../contracts/dates.ts';
import { ActionButton, EmailHeading, EmailLayout, emailStyles, Paragraph } from './layout.tsx';
import type { EmailProps } from './message.tsx';
import { ListFooter } from './newsletter-parts.tsx';

export interface NewsletterBlogData {
  posts: { title: string; excerpt: string; url: string; publishedAt: string }[];
  blogUrl: string;
  unsubscribeUrl: string;
  settingsUrl: string;
}

/** The blog digest: the posts published since the last one (at most one a week). */
export function NewsletterBlogEmail({ data, ...props }: EmailProps<NewsletterBlogData>) {
  const { t, locale } = props;
  const key = 'newsletter-blog';
  return (
    <EmailLayout
      {...props}
      preview={t(`${key}.preview`, { count: data.posts.length })}
      reason={t(`${key}.reason`)}
    >
      <EmailHeading>{t(`${key}.heading`)}</EmailHeading>
      <Paragraph>{t('newsletter-list.greeting')}</Paragraph>
      <Paragraph>{t(`${key}.intro`, { count: data.posts.length })}</Paragraph>
      {data.posts.map((post) => (
        <Section key={post.url} style={{ margin: '16px 0' }}>
          <Paragraph>
            <Link href={post.url} style={{ ...emailStyles.link, fontWeight: 700 }}>
              {post.title}
            </Link>
            <br />
            <span style={emailStyles.small}>{formatDate(locale, post.publishedAt, 'long')}</span>
          </Paragraph>
          <Paragraph small>{post.excerpt}</Paragraph>
        </Section>
      ))}
      <ActionButton href={data.blogUrl} label={t(`${key}.action`)} t={t} />
      <ListFooter t={t} unsubscribeUrl={data.unsubscribeUrl} settingsUrl={data.settingsUrl} />
    </EmailLayout>
  );
}
