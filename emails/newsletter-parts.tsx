import { Link } from '@react-email/link';
import { emailStyles, Paragraph } from './layout.tsx';
import type { EmailT } from './translate.ts';

/** What every list e-mail ends with: a visible unsubscribe link and the settings (RFC 8058 asks for both). */
export function ListFooter({
  t,
  unsubscribeUrl,
  settingsUrl,
}: {
  t: EmailT;
  unsubscribeUrl: string;
  settingsUrl: string;
}) {
  return (
    <Paragraph small>
      <Link href={unsubscribeUrl} style={emailStyles.link}>
        {t('newsletter-list.unsubscribe')}
      </Link>
      {' · '}
      <Link href={settingsUrl} style={emailStyles.link}>
        {t('newsletter-list.settings')}
      </Link>
    </Paragraph>
  );
}
