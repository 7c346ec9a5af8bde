import { useTranslation } from '../../i18n/react.tsx';
import { useLocation, useMatches } from 'react-router';
import { CookieConsent } from './cookie-consent.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader, type AppBarStyle } from './site-header.tsx';

/** Route handle read by the shell: the app-bar style. */
export interface RouteHandle {
  appBar?: AppBarStyle;
}

/** The site chrome around a page; error pages pass `appBar="solid"` since no hero is behind the bar. */
export function PageShell({ children, appBar: forced }: { children: React.ReactNode; appBar?: AppBarStyle }) {
  const { t } = useTranslation();
  const matches = useMatches();
  const location = useLocation();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.appBar)?.handle as
    RouteHandle | undefined;
  const appBar = forced ?? handle?.appBar ?? 'solid';
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-brand-800 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        {t('nav.skipToContent')}
      </a>
      <SiteHeader style={appBar} />
      <main
        id="main"
        className={appBar === 'solid' ? 'flex-1' : 'flex-1 -mt-16'}
        data-location={location.pathname + location.search}
      >
        {children}
      </main>
      <SiteFooter />
      <CookieConsent />
    </div>
  );
}
