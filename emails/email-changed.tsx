import { Section } from '@react-email/section';
import { LinkParagraph, Paragraph } from './layout.tsx';
import { EmailMessage, type EmailProps } from './message.tsx';

export interface EmailChangedData {
  name: string;
  oldEmail: string;
  newEmail: string;
  /** Where to get help; the portal's home page when absent. */
  supportUrl?: string | undefined;
}

/** Sent to the OLD address after the account's e-mail changed, with what to do if it was not them. */
export function EmailChangedEmail({ data, ...props }: EmailProps<EmailChangedData>) {
  const { t } = props;
  return (
    <EmailMessage template="email-changed" name={data.name} {...props}>
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
        <LinkParagraph href={data.supportUrl ?? props.portalUrl}>{t('email-changed.contact')}</LinkParagraph>
      </Section>
    </EmailMessage>
  );
}
