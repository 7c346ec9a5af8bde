import { Link, Section } from '@react-email/components';
import type { Locale } from '../contracts/enums.ts';
import { EmailHeading, EmailLayout, Paragraph, emailStyles } from './layout.tsx';
import type { EmailT } from './translate.ts';

export interface EmailChangedData {
  name: string;
  oldEmail: string;
  newEmail: string;
  /** Where to get help; the portal's home page when absent. */
  supportUrl?: string | undefined;
}

/** Sent to the OLD address after the account's e-mail changed, with what to do if it was not them. */
export function EmailChangedEmail({
  locale,
  t,
  portalUrl,
  data,
}: {
  locale: Locale;
  t: EmailT;
  portalUrl: string;
  data: EmailChangedData;
}) {
  const supportUrl = data.supportUrl ?? portalUrl;
  return (
    <EmailLayout
      locale={locale}
      t={t}
      preview={t('email-changed.preview')}
      portalUrl={portalUrl}
      reason={t('email-changed.reason')}
    >
      <EmailHeading>{t('email-changed.heading')}</EmailHeading>
      <Paragraph>{t('layout.greeting', { name: data.name })}</Paragraph>
      <Paragraph>{t('email-changed.intro')}</Paragraph>
      <Paragraph>
        {t('email-changed.oldEmail')} <strong>{data.oldEmail}</strong>
        <br />
        {t('email-changed.newEmail')} <strong>{data.newEmail}</strong>
      </Paragraph>
      <Paragraph>{t('email-changed.ifYou')}</Paragraph>
      <Section style={{ borderLeft: '4px solid #b42318', backgroundColor: '#fef3f2', padding: '4px 16px' }}>
        <Paragraph>
          <strong>{t('email-changed.notYouHeading')}</strong>
          <br />
          {t('email-changed.notYou')}
        </Paragraph>
        <Paragraph>
          <Link href={supportUrl} style={emailStyles.link}>
            {t('email-changed.contact')}
          </Link>
        </Paragraph>
      </Section>
    </EmailLayout>
  );
}
