import { createContext, useContext, useMemo } from 'react';
import { createTranslator, type Messages, type TFunction } from './translator.ts';

interface I18nValue {
  language: string;
  messages: Messages;
}

const I18nContext = createContext<I18nValue>({ language: 'sk', messages: {} });

export function I18nProvider({ language, messages, children }: I18nValue & { children: React.ReactNode }) {
  const value = useMemo(() => ({ language, messages }), [language, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** `t` for a namespace (default `common`) and the current language, as in react-i18next. */
export function useTranslation(ns = 'common'): { t: TFunction; i18n: { language: string } } {
  const { language, messages } = useContext(I18nContext);
  return useMemo(
    () => ({ t: createTranslator(language, messages, ns), i18n: { language } }),
    [language, messages, ns],
  );
}
