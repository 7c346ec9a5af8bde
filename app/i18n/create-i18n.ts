import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../../core/shared/locale.ts';

export const namespaces = ['common', 'home', 'jobs'] as const;
export type Namespace = (typeof namespaces)[number];
export type Messages = Record<string, Record<string, unknown>>;

/** An i18next instance for one locale with the given catalogs, ready synchronously. */
export function createI18n(locale: Locale, messages: Messages): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    ns: Object.keys(messages),
    defaultNS: 'common',
    resources: { [locale]: messages } as Resource,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
    returnNull: false,
  });
  return instance;
}
