import { clsx } from 'clsx';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { ALL_LANGUAGES, type ListLanguage } from '../../lib/list-language.ts';
import { useLocale } from './use-locale.ts';

/**
 * "Only in English | All languages" above a public list that shows the reader's language first: two
 * links (no script needed), the current one marked. `hrefFor` keeps the list's other filters.
 */
export function ListLanguageSwitch({
  language,
  hrefFor,
  className,
}: {
  language: ListLanguage;
  hrefFor: (language: ListLanguage) => string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const choices = [
    { value: locale, label: t('listLanguage.own') },
    { value: ALL_LANGUAGES, label: t('listLanguage.all') },
  ] as const;
  return (
    <nav
      aria-label={t('listLanguage.label')}
      className={clsx('flex flex-wrap items-center gap-2', className)}
    >
      {choices.map((choice) => {
        const current = choice.value === language;
        return (
          <Link
            key={choice.value}
            to={hrefFor(choice.value)}
            aria-current={current ? 'true' : undefined}
            preventScrollReset
            className={clsx(
              'inline-flex min-h-9 items-center rounded-full px-3.5 text-sm font-medium no-underline ring-1 ring-inset',
              current
                ? 'bg-brand-700 text-white ring-brand-700'
                : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
            )}
          >
            {choice.label}
          </Link>
        );
      })}
    </nav>
  );
}
