import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import {
  CONSENT_COOKIE,
  consentCookieAttributes,
  consentValue,
  readConsent,
  type ConsentCategory,
} from './consent-cookie.ts';
import { useLocale } from './use-locale.ts';

/** What the visitor chose on this page view, so a layout mounted later does not ask again. */
let chosenHere: ConsentCategory[] | null = null;

/** The preferences dialog, fetched when a visitor opens it: most never do. */
const Preferences = lazy(() => import('./cookie-preferences.tsx'));

/** The buttons and links of the footers that open the preferences (`data-cc`, kept from earlier markup). */
const OPEN_PREFERENCES = '[data-cc="show-preferencesModal"]';

/** Stores the choice in `cc_cookie` from the browser (the same value the `/consent` route sets without scripts). */
function store(analytics: boolean, languageCode: string): ConsentCategory[] {
  const id = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : String(Date.now());
  const secure = window.location.protocol === 'https:';
  document.cookie = `${CONSENT_COOKIE}=${consentValue(analytics, languageCode, id)}${consentCookieAttributes(secure)}`;
  chosenHere = analytics ? ['necessary', 'analytics'] : ['necessary'];
  return chosenHere;
}

/**
 * The cookie-consent banner (docs/product/overview-and-users.md): necessary + analytics, accept all / reject / manage
 * preferences, stored in `cc_cookie`. Rendered by the server for a visitor who has not answered, so
 * it is part of the first paint and costs no script of its own; without JavaScript its buttons post
 * to `/consent`. The preferences dialog opens from the banner and from "Cookie settings" (ADR 090).
 */
export function CookieConsent() {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const location = useLocation();
  const root = useRouteLoaderData('root') as { consent?: ConsentCategory[] | null } | undefined;
  const [categories, setCategories] = useState<ConsentCategory[] | null>(
    () => chosenHere ?? root?.consent ?? null,
  );
  const [preferences, setPreferences] = useState(false);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    // A choice made in another tab, or by the `/consent` route, since the page was rendered.
    if (!categories) {
      const stored = readConsent(document.cookie);
      if (stored) setCategories(stored);
    }
    const open = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest(OPEN_PREFERENCES)) return;
      event.preventDefault();
      setPreferences(true);
    };
    document.addEventListener('click', open);
    return () => document.removeEventListener('click', open);
  }, [categories]);

  const choose = (analytics: boolean) => {
    setCategories(store(analytics, locale));
    setPreferences(false);
  };

  return (
    <>
      {categories ? null : (
        <section
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          className="fixed inset-x-3 bottom-3 z-40 max-w-md rounded-xl border border-slate-200 bg-white p-5 text-ink shadow-2xl sm:right-auto sm:bottom-5 sm:left-5"
        >
          <h2 id={titleId} className="text-base font-semibold">
            {t('cookie.title')}
          </h2>
          <p id={descriptionId} className="mt-1.5 text-sm text-slate-700">
            {t('cookie.description')}{' '}
            <a href={href('/cookies')} className="font-medium text-brand-700 underline underline-offset-2">
              {t('cookie.policyLink')}
            </a>
          </p>
          <form
            noValidate
            method="post"
            action={href('/consent')}
            className="mt-4 grid grid-cols-2 gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
              choose(submitter?.value === '1');
            }}
          >
            <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
            <button type="submit" name="analytics" value="1" className={buttonClasses({ size: 'sm' })}>
              {t('cookie.acceptAll')}
            </button>
            <button type="submit" name="analytics" value="0" className={buttonClasses({ size: 'sm' })}>
              {t('cookie.reject')}
            </button>
            {/* Without scripts it leads to the cookie policy; with them it opens the preferences. */}
            <button
              type="submit"
              formAction={href('/cookies')}
              formMethod="get"
              data-cc="show-preferencesModal"
              className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'col-span-2' })}
            >
              {t('cookie.manage')}
            </button>
          </form>
          <p className="mt-3 flex gap-4 text-xs">
            <a href={href('/privacy-policy')} className="text-slate-600 underline underline-offset-2">
              {t('nav.privacy')}
            </a>
            <a href={href('/terms')} className="text-slate-600 underline underline-offset-2">
              {t('nav.terms')}
            </a>
          </p>
        </section>
      )}
      {preferences ? (
        <Suspense fallback={null}>
          <Preferences
            analytics={categories?.includes('analytics') ?? false}
            onChoose={choose}
            onClose={() => setPreferences(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
