import { useTranslation } from '../../i18n/react.tsx';
import { isLocale, localizePath, type Locale } from '../../../core/shared/locale.ts';

/** The current locale and a function turning an unprefixed path into a localized URL. */
export function useLocale(): { locale: Locale; href: (path: string) => string } {
  const { i18n } = useTranslation();
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'sk';
  return { locale, href: (path: string) => localizePath(locale, path) };
}
