import { clsx } from 'clsx';
import { Link2, Search, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { DictionaryEntry } from '../../../contracts/dictionary.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { fold, letterOf } from './fold.ts';

const ALPHABET = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

/**
 * The glossary: a search box that ignores case and diacritics (it filters as you type, and is a
 * plain GET form without JavaScript), an A–Z index of the letters that have terms, and the terms
 * grouped by letter, each with its own anchor (`#slug`).
 */
export function DictionaryBrowser({
  terms,
  initialQuery,
}: {
  terms: DictionaryEntry[];
  initialQuery: string;
}) {
  const { t } = useTranslation('company');
  const [query, setQuery] = useState(initialQuery);
  const inputId = useId();
  const needle = fold(query.trim());
  const shown = useMemo(
    () =>
      needle
        ? terms.filter((e) => fold(e.term).includes(needle) || fold(e.definition).includes(needle))
        : terms,
    [terms, needle],
  );
  const groups = useMemo(() => {
    const byLetter = new Map<string, DictionaryEntry[]>();
    for (const entry of shown) {
      const letter = letterOf(entry.term);
      byLetter.set(letter, [...(byLetter.get(letter) ?? []), entry]);
    }
    return byLetter;
  }, [shown]);
  const letters = [...groups.keys()];
  return (
    <div>
      <form
        noValidate
        method="get"
        role="search"
        className="relative max-w-xl"
        onSubmit={(e) => e.preventDefault()}
      >
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-800">
          {t('dictionary.searchLabel')}
        </label>
        <Search
          className="pointer-events-none absolute bottom-3.5 left-3 size-5 text-slate-500"
          aria-hidden
        />
        <input
          id={inputId}
          type="search"
          name="q"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('dictionary.searchPlaceholder')}
          autoComplete="off"
          maxLength={80}
          // One clear button, the portal's (translated, keyboard-reachable): not the browser's as well.
          className="h-12 w-full rounded-lg border border-slate-300 bg-white pr-11 pl-10 text-base shadow-xs focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none [&::-webkit-search-cancel-button]:appearance-none"
        />
        {query ? (
          <button
            type="button"
            onClick={() => setQuery('')}
            className="absolute right-1.5 bottom-1.5 inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
            aria-label={t('dictionary.clear')}
          >
            <X className="size-4" aria-hidden />
          </button>
        ) : null}
      </form>
      <p className="mt-3 text-sm text-slate-600" aria-live="polite" data-testid="dictionary-count">
        {needle
          ? t('dictionary.matches', { count: shown.length })
          : t('dictionary.count', { count: terms.length })}
      </p>

      <nav
        aria-label={t('dictionary.index')}
        className="mt-4 bg-slate-50/95 py-2 backdrop-blur sm:sticky sm:top-0 sm:z-10"
      >
        <ul className="flex flex-wrap gap-1">
          {ALPHABET.map((letter) => {
            const present = letters.includes(letter);
            return (
              <li key={letter}>
                {present ? (
                  <a
                    href={`#letter-${letter}`}
                    className="inline-flex size-9 items-center justify-center rounded-md bg-white font-semibold text-brand-800 no-underline ring-1 ring-slate-200 ring-inset hover:bg-brand-50"
                  >
                    {letter}
                  </a>
                ) : (
                  <span
                    className="inline-flex size-9 items-center justify-center rounded-md text-slate-400"
                    aria-hidden
                  >
                    {letter}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </nav>

      {shown.length ? (
        <div className="mt-6 space-y-10">
          {letters.map((letter) => (
            <section key={letter} aria-labelledby={`letter-${letter}`} className="scroll-mt-20">
              <h2
                id={`letter-${letter}`}
                className="scroll-mt-20 border-b border-slate-200 pb-2 text-2xl font-bold text-brand-800"
              >
                {letter}
              </h2>
              <dl className="mt-4 grid gap-4 md:grid-cols-2">
                {groups.get(letter)!.map((entry) => (
                  <div
                    key={entry.slug}
                    id={entry.slug}
                    className={clsx(
                      'min-w-0 scroll-mt-20 rounded-xl border border-slate-200 bg-white p-5 shadow-xs',
                      'target:border-brand-600 target:ring-2 target:ring-brand-600/30',
                    )}
                  >
                    <dt className="flex items-start justify-between gap-3">
                      <span className="min-w-0 text-lg font-semibold text-ink">{entry.term}</span>
                      <a
                        href={`#${entry.slug}`}
                        className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-brand-700"
                        aria-label={t('dictionary.linkTo', { term: entry.term })}
                      >
                        <Link2 className="size-4" aria-hidden />
                      </a>
                    </dt>
                    <dd className="mt-1.5 leading-relaxed text-slate-700">{entry.definition}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      ) : (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="text-lg font-semibold text-ink">{t('dictionary.noMatchTitle')}</p>
          <p className="mt-1 text-slate-600">{t('dictionary.noMatchText')}</p>
        </div>
      )}
    </div>
  );
}
