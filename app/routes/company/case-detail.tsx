import { ArrowLeft, ArrowRight, CheckCircle2, Lightbulb, Mountain } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/container.tsx';
import type { RouteHandle } from '../../features/layout/page-shell.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './case-detail.server.ts';

export { loader } from './case-detail.server.ts';
export const meta = routeMeta;
export const handle: RouteHandle = { appBar: 'transparent-light' };

const PARTS = [
  { key: 'challenge', Icon: Mountain },
  { key: 'solution', Icon: Lightbulb },
  { key: 'result', Icon: CheckCircle2 },
] as const;

/** One case study: the client and the facts, challenge, solution, result and technologies. */
export default function CaseDetailPage() {
  const { item, others } = useLoaderData<typeof loader>();
  const { t } = useTranslation('company');
  const { href } = useLocale();
  return (
    <>
      <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 pt-16 text-white">
        <Container className="py-10 sm:py-14">
          <Link
            to={href('/cases')}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-100 no-underline hover:text-white hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden />
            {t('caseDetail.back')}
          </Link>
          <p className="mt-6 text-sm font-semibold tracking-wider text-teal-200 uppercase">{item.client}</p>
          <h1 className="mt-2 max-w-4xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">
            {item.title}
          </h1>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-brand-100">{item.summary}</p>
          {item.facts.length ? (
            <dl className="mt-10 grid max-w-4xl grid-cols-1 gap-6 sm:grid-cols-3">
              {item.facts.map((fact) => (
                <div key={fact.value + fact.label} className="flex flex-col border-l-2 border-teal-400 pl-4">
                  <dt className="text-sm text-brand-100">{fact.label}</dt>
                  <dd className="order-first text-3xl font-bold tabular-nums">{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </Container>
      </section>
      <Container className="py-10 sm:py-14">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="space-y-6">
            {PARTS.map(({ key, Icon }) => (
              <section
                key={key}
                aria-labelledby={`case-${key}`}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
              >
                <h2 id={`case-${key}`} className="flex items-center gap-3 text-xl font-bold text-ink">
                  <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  {t(`caseDetail.${key}`)}
                </h2>
                <p className="mt-4 leading-relaxed whitespace-pre-line text-slate-700">{item[key]}</p>
              </section>
            ))}
          </div>
          <aside className="space-y-6">
            <section aria-labelledby="case-technologies" className="rounded-2xl bg-slate-100 p-6">
              <h2 id="case-technologies" className="font-semibold text-ink">
                {t('cases.technologies')}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {item.technologies.map((tech) => (
                  <li
                    key={tech}
                    className="rounded-full bg-white px-3 py-1 text-sm font-medium text-slate-800 ring-1 ring-slate-200 ring-inset"
                  >
                    {tech}
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="case-contact" className="rounded-2xl bg-brand-900 p-6 text-white">
              <h2 id="case-contact" className="font-semibold">
                {t('caseDetail.contactTitle')}
              </h2>
              <p className="mt-2 text-sm leading-relaxed text-brand-100">{t('caseDetail.contactText')}</p>
              <Link
                to={href('/about-us#contact')}
                className={buttonClasses({ variant: 'secondary', block: true, className: 'mt-4' })}
              >
                {t('caseDetail.contact')}
              </Link>
            </section>
            {others.length ? (
              <nav aria-labelledby="case-others">
                <h2 id="case-others" className="font-semibold text-ink">
                  {t('caseDetail.others')}
                </h2>
                <ul className="mt-3 space-y-3">
                  {others.map((o) => (
                    <li key={o.slug}>
                      <Link to={href(`/cases/${o.slug}`)} className="group block no-underline">
                        <span className="block text-xs text-slate-600">{o.client}</span>
                        <span className="font-medium group-hover:underline">{o.title}</span>
                        <ArrowRight className="ml-1 inline size-3.5 align-[-2px]" aria-hidden />
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </aside>
        </div>
      </Container>
    </>
  );
}
