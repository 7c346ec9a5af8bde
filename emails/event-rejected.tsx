import { ActionButton, Paragraph } from './layout.tsx';
import { EmailMessage, type EmailProps } from './message.tsx';

export interface EventRejectedData {
  name: string;
  eventName: string;
  reason: string;
  addedUrl: string;
}

/** Tells the submitter that their event was not published, and why. */
export function EventRejectedEmail({ data, ...props }: EmailProps<EventRejectedData>) {
  const { t } = props;
  return (
    <EmailMessage template="event-rejected" name={data.name} {...props}>
      <Paragraph>{t('event-rejected.event', { eventName: data.eventName })}</Paragraph>
      {data.reason ? <Paragraph>{t('event-rejected.reasonText', { reason: data.reason })}</Paragraph> : null}
      <Paragraph>{t('event-rejected.next')}</Paragraph>
      <ActionButton href={data.addedUrl} label={t('event-rejected.action')} t={t} />
    </EmailMessage>
  );
}
