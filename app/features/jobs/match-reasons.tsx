import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { JobMatch, MatchReasonView } from '../../../contracts/jobs.ts';
import type { Locale } from '../../../core/shared/locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';

type T = ReturnType<typeof useTranslation>['t'];

const yearsFormat = new Map<Locale, Intl.NumberFormat>();
/** "5 rokov", "4,5 roka", "1 year": years with one decimal at most, in the visitor's language. */
function years(t: T, value: number, locale: Locale): string {
  let format = yearsFormat.get(locale);
  if (!format)
    yearsFormat.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })));
  return t('match.years', { count: value, years: format.format(value) });
}

/**
 * A match's reasons in words (ADR 121): the technologies in one line ("Kotlin 5 years (asked 3+),
 * PostgreSQL 3 years; missing: Kafka"), then the profession, the experience and the language.
 */
export function matchReasonLines(
  reasons: readonly MatchReasonView[],
  { t, locale, profession }: { t: T; locale: Locale; profession: string },
): string[] {
  const technologies = reasons.flatMap((r) =>
    r.kind === 'technology'
      ? [
          r.years === r.asked
            ? t('match.technology', { name: r.name, years: years(t, r.years, locale) })
            : t('match.technologyAsked', { name: r.name, years: years(t, r.years, locale), asked: r.asked }),
        ]
      : [],
  );
  const missing = reasons.find((r) => r.kind === 'missing');
  const first = [
    technologies.join(', '),
    missing ? t('match.missing', { names: missing.names.join(', ') }) : '',
  ]
    .filter(Boolean)
    .join('; ');
  const rest = reasons.flatMap((r) => {
    if (r.kind === 'profession') return [t(`match.profession.${r.match}`, { profession })];
    if (r.kind === 'seniority')
      return [t('match.seniority', { years: years(t, r.years, locale), asked: r.asked })];
    if (r.kind === 'language')
      return [
        t(r.speaks ? 'match.language.speaks' : 'match.language.not', {
          language: t(`languageName.${r.language}`),
        }),
      ];
    return [];
  });
  return first ? [first, ...rest] : rest;
}

/** The card's compact chip with the score; nothing without one. */
export function MatchChip({ match }: { match: JobMatch | undefined }) {
  const { t } = useTranslation('jobs');
  if (match?.score === null || match?.score === undefined) return null;
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-900"
      data-testid="match-chip"
      title={t('match.title')}
    >
      <Sparkles className="size-3" aria-hidden />
      {t('match.chip', { score: match.score })}
    </span>
  );
}

/**
 * The job page's "how you match": the score and its reasons in words, or, for a CV without
 * technologies, what to add with a link to the CV editor. Nothing when there is no match (not a
 * signed-in candidate).
 */
export function MatchPanel({
  match,
  profession,
}: {
  match: JobMatch | null | undefined;
  profession: string;
}) {
  const { t } = useTranslation('jobs');
  const { locale, href } = useLocale();
  if (!match) return null;
  return (
    <section
      aria-labelledby="match-heading"
      className="rounded-xl border border-violet-200 bg-violet-50 p-6"
      data-testid="match-panel"
    >
      <h2 id="match-heading" className="flex items-center justify-between gap-2 text-lg font-semibold">
        {t('match.title')}
        {match.score === null ? null : (
          <span className="rounded-full bg-violet-700 px-3 py-1 text-base text-white tabular-nums">
            {t('match.score', { score: match.score })}
          </span>
        )}
      </h2>
      {match.score === null ? (
        <p className="mt-3 text-sm">
          {t('match.addTechnologies')}{' '}
          <Link to={href('/profile/cv')} className="font-medium">
            {t('match.editCv')}
          </Link>
        </p>
      ) : (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800" data-testid="match-reasons">
          {matchReasonLines(match.reasons, { t, locale, profession }).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
