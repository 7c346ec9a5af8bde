import type { Route } from './+types/root';
import type { HeaderUser } from './features/layout/user-menu.tsx';
import { readConsent } from './features/layout/consent-cookie.ts';
import { namespacesFor } from './i18n/namespaces.ts';

/** Locale, the browser's translation catalogs, the public origin, the signed-in user and the error-reporting DSN, for every page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  // `account` is wired in by the server; tolerate a context without it (API-only tests, older servers).
  const session = context.account?.session ?? null;
  const user: HeaderUser | null = session
    ? {
        name: session.user.name,
        email: session.user.email,
        role: session.user.role,
        emailVerified: session.user.emailVerified,
      }
    : null;
  return {
    locale: context.locale,
    messages: context.i18n.messages(context.locale, namespacesFor(new URL(request.url).pathname)),
    origin: context.publicUrl,
    user,
    /** The cookie-consent choice; null renders the banner with the page (ADR 090). */
    consent: readConsent(request.headers.get('cookie')),
    /** Set only when SENTRY_DSN is: the browser then loads Sentry after hydration (entry.client). */
    sentryDsn: context.config?.SENTRY_DSN ?? null,
  };
}
