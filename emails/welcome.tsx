import type { Locale } from '../contracts/enums.ts';
import { ActionButton, EmailHeading, EmailLayout, Paragraph, emailStyles } from './layout.tsx';
import type { EmailT } from './translate.ts';

export interface WelcomeEmailData {
  name: string;
  profileUrl: string;
}

/** Sent once the account exists: welcome and the first steps to a useful profile. */
export function WelcomeEmail({
  locale,
  t,
  portalUrl,
  data,
}: {
  locale: Locale;
  t: EmailT;
  portalUrl: string;
  data: WelcomeEmailData;
}) {
  return (
    <EmailLayout
      locale={locale}
      t={t}
      preview={t('welcome.preview')}
      portalUrl={portalUrl}
      reason={t('welcome.reason')}
    >
      <EmailHeading>{t('welcome.heading')}</EmailHeading>
      <Paragraph>{t('layout.greeting', { name: data.name })}</Paragraph>
      <Paragraph>{t('welcome.intro')}</Paragraph>
      <Paragraph>{t('welcome.nextSteps')}</Paragraph>
      <ul style={{ ...emailStyles.text, paddingLeft: '20px' }}>
        <li>{t('welcome.stepSkills')}</li>
        <li>{t('welcome.stepCv')}</li>
        <li>{t('welcome.stepNotifications')}</li>
      </ul>
      <ActionButton href={data.profileUrl} label={t('welcome.action')} t={t} />
    </EmailLayout>
  );
}
