import { ActionButton, Paragraph } from './layout.tsx';
import { EmailMessage, type EmailProps } from './message.tsx';

export interface ReferralConfirmationData {
  /** The referrer. */
  name: string;
  candidateName: string;
  project: string;
  /** The referrer's list under `profile/added` when signed in, else the programme's page. */
  overviewUrl: string;
  overview: 'profile' | 'programme';
}

/** Confirms a recommendation to the referrer and says what happens next. */
export function ReferralConfirmationEmail({ data, ...props }: EmailProps<ReferralConfirmationData>) {
  const { t } = props;
  return (
    <EmailMessage template="referral-confirmation" name={data.name} {...props}>
      <Paragraph>
        {t('referral-confirmation.candidate')} <strong>{data.candidateName}</strong>
        <br />
        {t('referral-confirmation.project')} <strong>{data.project}</strong>
      </Paragraph>
      <Paragraph>{t('referral-confirmation.next', { candidateName: data.candidateName })}</Paragraph>
      <Paragraph>{t('referral-confirmation.commission')}</Paragraph>
      <ActionButton
        href={data.overviewUrl}
        label={t(`referral-confirmation.action.${data.overview}`)}
        t={t}
      />
    </EmailMessage>
  );
}
