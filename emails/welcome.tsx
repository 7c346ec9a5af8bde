import { ActionButton, Paragraph, emailStyles } from './layout.tsx';
import { EmailMessage, type EmailProps } from './message.tsx';

export interface WelcomeEmailData {
  name: string;
  profileUrl: string;
}

/** Sent once the account exists: welcome and the first steps to a useful profile. */
export function WelcomeEmail({ data, ...props }: EmailProps<WelcomeEmailData>) {
  const { t } = props;
  return (
    <EmailMessage template="welcome" name={data.name} {...props}>
      <Paragraph>{t('welcome.nextSteps')}</Paragraph>
      <ul style={{ ...emailStyles.text, paddingLeft: '20px' }}>
        <li>{t('welcome.stepSkills')}</li>
        <li>{t('welcome.stepCv')}</li>
        <li>{t('welcome.stepNotifications')}</li>
      </ul>
      <ActionButton href={data.profileUrl} label={t('welcome.action')} t={t} />
    </EmailMessage>
  );
}
