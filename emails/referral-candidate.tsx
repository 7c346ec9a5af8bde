import { Section } from '@react-email/section';
import { ActionButton, Paragraph } from './layout.tsx';
import { EmailMessage, type EmailProps } from './message.tsx';

export interface ReferralCandidateData {
  /** The referred candidate. */
  name: string;
  referrerName: string;
  /** The job (name and city) or the project in the referrer's words. */
  project: string;
  /** `referral/consent/:id`: agree, or remove the data. */
  consentUrl: string;
}

/** Asks a referred candidate whether they agree to be contacted, or want their data removed. */
export function ReferralCandidateEmail({ data, ...props }: EmailProps<ReferralCandidateData>) {
  const { t } = props;
  return (
    <EmailMessage template="referral-candidate" name={data.name} {...props}>
      <Section style={{ borderLeft: '4px solid #182f74', backgroundColor: '#f3f5fa', padding: '4px 16px' }}>
        <Paragraph>
          {t('referral-candidate.recommendedBy', { referrerName: data.referrerName })}
          <br />
          <strong>{data.project}</strong>
        </Paragraph>
      </Section>
      <Paragraph>{t('referral-candidate.ask')}</Paragraph>
      <ActionButton href={data.consentUrl} label={t('referral-candidate.action')} t={t} />
      <Paragraph small>{t('referral-candidate.remove')}</Paragraph>
    </EmailMessage>
  );
}
