import { ActionButton, EmailHeading, EmailLayout, Paragraph } from './layout.tsx';
import type { EmailProps } from './message.tsx';

export interface CvLockedData {
  name: string;
  /** The CV editor's sharing settings: a new link, a new password. */
  settingsUrl: string;
  /** How long the link stays locked, in whole hours. */
  hours: number;
}

/**
 * Tells the owner of a password-protected CV that its link saw too many wrong passwords and is
 * locked for everyone for a while; sent once per lock-out (ADR 103).
 */
export function CvLockedEmail({ data, ...props }: EmailProps<CvLockedData>) {
  const { t } = props;
  const key = 'cv-locked';
  return (
    <EmailLayout {...props} preview={t(`${key}.preview`)} reason={t(`${key}.reason`)}>
      <EmailHeading>{t(`${key}.heading`)}</EmailHeading>
      <Paragraph>{t('layout.greeting', { name: data.name })}</Paragraph>
      <Paragraph>{t(`${key}.intro`)}</Paragraph>
      <Paragraph>{t(`${key}.locked`, { count: data.hours })}</Paragraph>
      <Paragraph>{t(`${key}.advice`)}</Paragraph>
      <ActionButton href={data.settingsUrl} label={t(`${key}.action`)} t={t} />
    </EmailLayout>
  );
}
