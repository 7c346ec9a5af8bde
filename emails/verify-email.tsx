import type { Locale } from '../contracts/enums.ts';
import { ActionButton, EmailHeading, EmailLayout, Paragraph } from './layout.tsx';
import type { EmailT } from './translate.ts';

export interface VerifyEmailData {
  name: string;
  url: string;
  expiresHours: number;
}

/** Asks a new user to confirm that the address is theirs. */
export function VerifyEmail({
  locale,
  t,
  portalUrl,
  data,
}: {
  locale: Locale;
  t: EmailT;
  portalUrl: string;
  data: VerifyEmailData;
}) {
  return (
    <EmailLayout
      locale={locale}
      t={t}
      preview={t('verify-email.preview')}
      portalUrl={portalUrl}
      reason={t('verify-email.reason')}
    >
      <EmailHeading>{t('verify-email.heading')}</EmailHeading>
      <Paragraph>{t('layout.greeting', { name: data.name })}</Paragraph>
      <Paragraph>{t('verify-email.intro')}</Paragraph>
      <ActionButton href={data.url} label={t('verify-email.action')} t={t} />
      <Paragraph small>{t('verify-email.expires', { count: data.expiresHours })}</Paragraph>
      <Paragraph small>{t('verify-email.ignore')}</Paragraph>
    </EmailLayout>
  );
}
