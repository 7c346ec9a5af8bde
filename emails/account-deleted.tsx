import { Link } from '@react-email/components';
import type { Locale } from '../contracts/enums.ts';
import { EmailHeading, EmailLayout, Paragraph, emailStyles } from './layout.tsx';
import type { EmailT } from './translate.ts';

export interface AccountDeletedData {
  name: string;
}

/** The last message: confirms that the account and its personal data are gone. */
export function AccountDeletedEmail({
  locale,
  t,
  portalUrl,
  data,
}: {
  locale: Locale;
  t: EmailT;
  portalUrl: string;
  data: AccountDeletedData;
}) {
  return (
    <EmailLayout
      locale={locale}
      t={t}
      preview={t('account-deleted.preview')}
      portalUrl={portalUrl}
      reason={t('account-deleted.reason')}
    >
      <EmailHeading>{t('account-deleted.heading')}</EmailHeading>
      <Paragraph>{t('layout.greeting', { name: data.name })}</Paragraph>
      <Paragraph>{t('account-deleted.intro')}</Paragraph>
      <Paragraph>{t('account-deleted.thanks')}</Paragraph>
      <Paragraph>
        <Link href={portalUrl} style={emailStyles.link}>
          {t('account-deleted.action')}
        </Link>
      </Paragraph>
      <Paragraph small>{t('account-deleted.notYou')}</Paragraph>
    </EmailLayout>
  );
}
