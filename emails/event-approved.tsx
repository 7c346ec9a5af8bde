import { ActionButton, Paragraph } from './layout.tsx';
import { EmailMessage, type EmailProps } from './message.tsx';

export interface EventApprovedData {
  name: string;
  eventName: string;
  eventUrl: string;
}

/** Tells the submitter that their event is published, with the link to its page. */
export function EventApprovedEmail({ data, ...props }: EmailProps<EventApprovedData>) {
  const { t } = props;
  return (
    <EmailMessage template="event-approved" name={data.name} {...props}>
      <Paragraph>{t('event-approved.event', { eventName: data.eventName })}</Paragraph>
      <Paragraph>{t('event-approved.next')}</Paragraph>
      <ActionButton href={data.eventUrl} label={t('event-approved.action')} t={t} />
    </EmailMessage>
  );
}
