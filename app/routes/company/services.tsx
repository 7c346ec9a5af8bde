import { ArrowRight, Boxes, ClipboardCheck, Database, Code2, UsersRound } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/container.tsx';
import { CaseCard } from '../../features/company/case-card.tsx';
import { PageHero } from '../../features/company/page-hero.tsx';
import type { RouteHandle } from '../../features/layout/page-shell.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './services.server.ts';

export { loader } from './services.server.ts';
export const meta = routeMeta;
export const handle: RouteHandle = { appBar: 'transparent-dark' };

/** Icons of the seeded services, by slug; others get the generic one. */
const ICONS: Record<string, typeof Code2> = {
  'custom-software-development': Code2,
  'it-staffing': UsersRound,
  'dedicated-teams': Boxes,
  'data-warehousing-analytics': Database,
  'qa-test-automation': ClipboardCheck,
};

/** The parent software company's services (docs/product/overview-and-users.md), with a way to the case studies and to contact. */
export default function ServicesPage() {
  const { services, cases } = useLoaderData<typeof loader>();
  const { t } = useTranslation('company');
  const { href } = useLocale();
  return (
    <>
      <PageHero eyebrow={t('services.eyebrow')} title={t('services.title')} lead={t('services.lead')}>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={href('/about-us#contact')} className={buttonClasses({ size: 'lg' })}>
            {t('services.contact')}
          </Link>
          <Link to={href('/cases')} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            {t('services.seeCases')}
          </Link>
        </div>
      </PageHero>
      <Container className="py-10">
        <nav aria-label={t('services.contents')} className="mb-10">
          <ul className="flex flex-wrap gap-2">
            {services.map((s) => (
              <li key={s.slug}>
                <a
                  href={`#${s.slug}`}
                  className="inline-flex min-h-9 items-center rounded-full bg-white px-3.5 text-sm font-medium text-slate-700 no-underline ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
                >
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-8">
          {services.map((service) => {
            const Icon = ICONS[service.slug] ?? Code2;
            return (
              <section
                key={service.slug}
                id={service.slug}
                aria-labelledby={`${service.slug}-title`}
                className="scroll-mt-24 grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:grid-cols-[18rem_1fr]"
              >
                <div>
                  <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon className="size-6" aria-hidden />
                  </span>
                  <h2
                    id={`${service.slug}-title`}
                    className="mt-4 text-2xl font-bold tracking-tight text-ink"
                  >
                    {service.title}
                  </h2>
                  <p className="mt-2 font-medium text-slate-700">{service.summary}</p>
                </div>
                <div className="space-y-4 leading-relaxed text-slate-700">
                  {service.paragraphs.map((p, i) => (
                    <p key={i}>{p}</p>
                  ))}
                </div>
              </section>
            );
          })}
        </div>
        {cases.length ? (
          <section aria-labelledby="services-cases" className="mt-14">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h2 id="services-cases" className="text-2xl font-bold tracking-tight sm:text-3xl">
                {t('services.casesTitle')}
              </h2>
              <Link to={href('/cases')} className="inline-flex items-center gap-1.5 font-semibold">
                {t('services.allCases')} <ArrowRight className="size-4" aria-hidden />
              </Link>
            </div>
            <ul className="mt-6 grid gap-5 md:grid-cols-3">
              {cases.map((c) => (
                <li key={c.slug}>
                  <CaseCard item={c} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </Container>
    </>
  );
}
