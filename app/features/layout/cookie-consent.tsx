import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from './use-locale.ts';

export const CONSENT_COOKIE = 'cc_cookie';

/**
 * The cookie-consent banner (SPEC §1): necessary + analytics, accept all / reject / manage
 * preferences, stored in `cc_cookie`. Loaded after hydration so it costs nothing on first paint.
 */
export function CookieConsent() {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  useEffect(() => {
    let cancelled = false;
    void Promise.all([
      import('vanilla-cookieconsent'),
      import('vanilla-cookieconsent/dist/cookieconsent.css'),
    ]).then(([cc]) => {
      if (cancelled) return;
      cc.reset(false);
      void cc.run({
        cookie: { name: CONSENT_COOKIE, expiresAfterDays: 182, sameSite: 'Lax' },
        revision: 1,
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
    });
    return () => {
      cancelled = true;
    };
    // The texts change only with the locale; `t` and `href` are new objects on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale]);
  return null;
}
