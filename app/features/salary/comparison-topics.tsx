import { clsx } from 'clsx';
import { useTranslation } from '../../i18n/react.tsx';

export const TOPICS = [
  'taxes',
  'sick',
  'pension',
  'unemployment',
  'holidays',
  'notice',
  'liability',
  'admin',
  'firstYear',
] as const;
export type Topic = (typeof TOPICS)[number];
const FORMS = ['employment', 'soleTrader', 'company', 'agreement'] as const;
type Form = (typeof FORMS)[number];

const ACCENTS: Record<Form, string> = {
  employment: 'border-t-brand-700',
  soleTrader: 'border-t-accent-600',
  company: 'border-t-brand-500',
  agreement: 'border-t-amber-500',
};

/**
 * The forms compared topic by topic: a heading per topic and a card per form (four columns on wide
 * screens, one under another on a phone). `keyOf` picks the text of a cell where the year decides it.
 */
export function ComparisonTopics({
  values,
  keyOf,
}: {
  values: Record<string, string>;
  keyOf?: (topic: Topic, form: Form) => string | undefined;
}) {
  const { t } = useTranslation('work-types');
  return (
    <div className="space-y-8">
      {TOPICS.map((topic) => (
        <section key={topic} aria-labelledby={`topic-${topic}`}>
          <h3 id={`topic-${topic}`} className="text-lg font-semibold text-ink">
            {t(`compare.topics.${topic}`)}
          </h3>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
            {FORMS.map((form) => (
              <li
                key={form}
                className={clsx(
                  'rounded-xl border border-t-4 border-slate-200 bg-white p-4 shadow-xs',
                  ACCENTS[form],
                )}
              >
                <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {t(`forms.${form}`)}
                </p>
                <p className="mt-1.5 text-sm leading-relaxed text-slate-800">
                  {t(keyOf?.(topic, form) ?? `compare.${topic}.${form}`, values)}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
