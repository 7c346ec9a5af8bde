import type { Locale } from '../contracts/enums.ts';
import { ActionButton, EmailHeading, EmailLayout, Paragraph } from './layout.tsx';
import type { EmailT } from './translate.ts';

export interface ResetPasswordData {
  name: string;
  url: string;
  expiresMinutes: number;
}

/** The link to set a new password, after someone asked for it. */
export function ResetPasswordEmail({
  locale,
  t,
  portalUrl,
  data,
}: {
  locale: Locale;
  t: EmailT;
  portalUrl: string;
  data: ResetPasswordData;
}) {
  return (
    <EmailLayout
      locale={locale}
      t={t}
      preview={t('reset-password.preview')}
      portalUrl={portalUrl}
      reason={t('reset-password.reason')}
    >
      <EmailHeading>{t('reset-password.heading')}</EmailHeading>
      <Paragraph>{t('layout.greeting', { name: data.name })}</Paragraph>
      <Paragraph>{t('reset-password.intro')}</Paragraph>
      <ActionButton href={data.url} label={t('reset-password.action')} t={t} />
      <Paragraph small>{t('reset-password.expires', { count: data.expiresMinutes })}</Paragraph>
      <Paragraph small>{t('reset-password.ignore')}</Paragraph>
    </EmailLayout>
  );
}
