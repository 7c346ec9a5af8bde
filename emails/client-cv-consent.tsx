import { ActionButton, EmailHeading, EmailLayout, Paragraph } from './layout.tsx';
import type { EmailProps } from './message.tsx';

export interface ClientCvConsentData {
  name: string;
  /** The consent page: the client CV as the client sees it, agree or refuse (single use). */
  consentUrl: string;
  /** How many days the link works. */
  days: number;
}

/** Asks a candidate to agree to an anonymised client CV (ADR 112), with a single-use link to the consent page. */
export function ClientCvConsentEmail({ data, ...props }: EmailProps<ClientCvConsentData>) {
  const { t } = props;
  const key = 'client-cv-consent';
  return (
    <EmailLayout {...props} preview={t(`${key}.preview`)} reason={t(`${key}.reason`)}>
      <EmailHeading>{t(`${key}.heading`)}</EmailHeading>
      <Paragraph>{t('layout.greeting', { name: data.name })}</Paragraph>
      <Paragraph>{t(`${key}.intro`)}</Paragraph>
      <Paragraph>{t(`${key}.what`)}</Paragraph>
      <ActionButton href={data.consentUrl} label={t(`${key}.action`)} t={t} />
      <Paragraph>{t(`${key}.expires`, { count: data.days })}</Paragraph>
    </EmailLayout>
  );
}
