import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { CaseStudy } from '../../../contracts/company.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../layout/use-locale.ts';

/** A case study in a list: client, title, summary, its first fact and technologies. */
export function CaseCard({ item, headingLevel = 2 }: { item: CaseStudy; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('company');
  const { href } = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const fact = item.facts[0];
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      <p className="text-sm font-medium text-teal-800">{item.client}</p>
      <Heading className="mt-2 text-xl leading-snug font-semibold text-ink">
        <Link
          to={href(`/cases/${item.slug}`)}
          className="text-ink no-underline after:absolute after:inset-0 hover:underline"
        >
          {item.title}
        </Link>
      </Heading>
      <p className="mt-3 line-clamp-4 leading-relaxed text-slate-600">{item.summary}</p>
      {fact ? (
        <p className="mt-4 flex items-baseline gap-2">
          <span className="text-2xl font-bold text-brand-800 tabular-nums">{fact.value}</span>
          <span className="text-sm text-slate-600">{fact.label}</span>
        </p>
      ) : null}
      <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={t('cases.technologies')}>
        {item.technologies.slice(0, 5).map((tech) => (
          <li
            key={tech}
            className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
          >
            {tech}
          </li>
        ))}
      </ul>
      <p className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-brand-700">
        {t('cases.read')} <ArrowRight className="size-4" aria-hidden />
      </p>
    </article>
  );
}
