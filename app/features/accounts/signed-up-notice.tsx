import { useMatches, useRouteLoaderData, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import type { RouteHandle } from '../layout/page-shell.tsx';
import type { HeaderUser } from '../layout/user-menu.tsx';
import { VerificationBanner } from './resend-verification.tsx';

/** The query parameter sign-up adds to the page it lands on. */
export const SIGNED_UP_PARAM = 'signedUp';

/**
 * Where a new account lands after sign-up (any page: the one it came from, or home): says that the
 * confirmation link went to the address given, and sends it again (the rate-limited
 * `resend-verification` route; without JavaScript the form comes back here with `?verification=`).
 * Shown while the address is unconfirmed and the page was reached from sign-up.
 */
export function SignedUpNotice() {
  const root = useRouteLoaderData<{ user: HeaderUser | null }>('root');
  const [params] = useSearchParams();
  const matches = useMatches();
  const { t } = useTranslation('common');
  const user = root?.user;
  if (!user || user.emailVerified || params.get(SIGNED_UP_PARAM) !== '1') return null;
  // Below a transparent app bar the page starts under the bar.
  const appBar = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.appBar)?.handle as
    RouteHandle | undefined;
  return (
    // Under a transparent bar: its room, dark behind light letters, so the navigation stays readable.
    <div
      className={
        appBar?.appBar === 'transparent-light'
          ? 'bg-brand-950 pt-16'
          : appBar?.appBar && appBar.appBar !== 'solid'
            ? 'pt-16'
            : undefined
      }
    >
      <VerificationBanner
        id="signed-up-title"
        tone="success"
        className="border-x-0 border-t-0"
        texts={{
          title: t('signedUp.title'),
          text: t('signedUp.text', { email: user.email }),
          sent: t('signedUp.resent', { email: user.email }),
          resend: t('signedUp.resend'),
          resending: t('signedUp.resending'),
        }}
      />
    </div>
  );
}
