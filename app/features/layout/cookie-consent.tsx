import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from './use-locale.ts';

export const CONSENT_COOKIE = 'cc_cookie';
/** The banner's revision: a visitor who answered an older one is asked again. */
const REVISION = 1;
/** Whether the banner's code has run on this page already (then a new language re-runs it). */
let loaded = false;

/** Whether the visitor has answered the banner of the current revision. */
function answered(): boolean {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${CONSENT_COOKIE}=`));
  if (!entry) return false;
  try {
    const value = JSON.parse(decodeURIComponent(entry.slice(CONSENT_COOKIE.length + 1))) as {
      revision?: unknown;
    };
    return value.revision === REVISION;
  } catch {
    return false;
  }
}

/**
 * The cookie-consent banner (SPEC §1): necessary + analytics, accept all / reject / manage
 * preferences, stored in `cc_cookie`. Loaded after hydration so it costs nothing on first paint,
 * and for a visitor who has answered it only once they open the cookie settings (ADR 090).
 */
export function CookieConsent() {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  useEffect(() => {
    let cancelled = false;
    const start = () =>
      Promise.all([
        import('vanilla-cookieconsent'),
        import('vanilla-cookieconsent/dist/cookieconsent.css'),
      ]).then(async ([cc]) => {
        loaded = true;
        if (cancelled) return null;
        cc.reset(false);
        await cc.run({
          cookie: { name: CONSENT_COOKIE, expiresAfterDays: 182, sameSite: 'Lax' },
          revision: REVISION,
          guiOptions: {
            consentModal: { layout: 'box inline', position: 'bottom left', equalWeightButtons: true },
            preferencesModal: { layout: 'box', equalWeightButtons: true },
          },
          categories: { necessary: { enabled: true, readOnly: true }, analytics: { enabled: false } },
          language: {
            default: locale,
            translations: {
              [locale]: {
                consentModal: {
                  title: t('cookie.title'),
                  description: `${t('cookie.description')} <a href="${href('/cookies')}">${t('cookie.policyLink')}</a>`,
                  acceptAllBtn: t('cookie.acceptAll'),
                  acceptNecessaryBtn: t('cookie.reject'),
                  showPreferencesBtn: t('cookie.manage'),
                  footer: `<a href="${href('/privacy-policy')}">${t('nav.privacy')}</a><a href="${href('/terms')}">${t('nav.terms')}</a>`,
                },
                preferencesModal: {
                  title: t('cookie.preferencesTitle'),
                  acceptAllBtn: t('cookie.acceptAll'),
                  acceptNecessaryBtn: t('cookie.reject'),
                  savePreferencesBtn: t('cookie.save'),
                  closeIconLabel: t('cookie.close'),
                  sections: [
                    { title: t('cookie.usageTitle'), description: t('cookie.usage') },
                    {
                      title: t('cookie.necessaryTitle'),
                      description: t('cookie.necessary'),
                      linkedCategory: 'necessary',
                    },
                    {
                      title: t('cookie.analyticsTitle'),
                      description: t('cookie.analytics'),
                      linkedCategory: 'analytics',
                    },
                  ],
                },
              },
            },
          },
        });
        return cc;
      });
    if (loaded || !answered()) {
      void start();
      return () => {
        cancelled = true;
      };
    }
    // Answered already: the banner's code is fetched when the visitor opens the cookie settings.
    const open = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('[data-cc="show-preferencesModal"]'))
        return;
      document.removeEventListener('click', open);
      void start().then((cc) => cc?.showPreferences());
    };
    document.addEventListener('click', open);
    return () => {
      cancelled = true;
      document.removeEventListener('click', open);
    };
    // The texts change only with the locale; `t` and `href` are new objects on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale]);
  return null;
}
