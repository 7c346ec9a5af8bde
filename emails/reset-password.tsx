import { EmailMessage, type EmailProps, ExpiringAction } from './message.tsx';

export interface ResetPasswordData {
  name: string;
  url: string;
  expiresMinutes: number;
}

/** The link to set a new password, after someone asked for it. */
export function ResetPasswordEmail({ data, ...props }: EmailProps<ResetPasswordData>) {
  return (
    <EmailMessage template="reset-password" name={data.name} {...props}>
      <ExpiringAction template="reset-password" t={props.t} url={data.url} count={data.expiresMinutes} />
    </EmailMessage>
  );
}
