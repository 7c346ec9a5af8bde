import { LinkParagraph, Paragraph } from './layout.tsx';
import { EmailMessage, type EmailProps } from './message.tsx';

export interface AccountDeletedData {
  name: string;
}

/** The last message: confirms that the account and its personal data are gone. */
export function AccountDeletedEmail({ data, ...props }: EmailProps<AccountDeletedData>) {
  const { t } = props;
  return (
    <EmailMessage template="account-deleted" name={data.name} {...props}>
      <Paragraph>{t('account-deleted.thanks')}</Paragraph>
      <LinkParagraph href={props.portalUrl}>{t('account-deleted.action')}</LinkParagraph>
      <Paragraph small>{t('account-deleted.notYou')}</Paragraph>
    </EmailMessage>
  );
}
