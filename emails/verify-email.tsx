import { EmailMessage, type EmailProps, ExpiringAction } from './message.tsx';

export interface VerifyEmailData {
  name: string;
  url: string;
  expiresHours: number;
}

/** Asks a new user to confirm that the address is theirs. */
export function VerifyEmail({ data, ...props }: EmailProps<VerifyEmailData>) {
  return (
    <EmailMessage template="verify-email" name={data.name} {...props}>
      <ExpiringAction template="verify-email" t={props.t} url={data.url} count={data.expiresHours} />
    </EmailMessage>
  );
}
