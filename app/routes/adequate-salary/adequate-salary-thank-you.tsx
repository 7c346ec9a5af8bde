import { ArrowRight, BriefcaseBusiness, Calculator, CircleCheck, RotateCcw } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { Container } from '../../components/ui/container.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { Card, QuestionnaireHeader } from '../../features/adequate-salary/questionnaire-page.tsx';
import { WageBreakdown } from '../../features/adequate-salary/wage-breakdown.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './adequate-salary-thank-you.server.ts';

export { loader } from './adequate-salary-thank-you.server.ts';
export const meta = routeMeta;

/** After sending: the estimate and how it was reached, or word that HR will answer a CV. */
export default function AdequateSalaryThankYouPage() {
  const { estimate, cv, profession } = useLoaderData<typeof loader>();
  const { t } = useTranslation('questionnaire');
  const { href } = useLocale();
  const next = [
    { to: href('/jobs'), label: t('result.jobs'), Icon: BriefcaseBusiness },
    { to: href('/salary-calculator'), label: t('result.calculator'), Icon: Calculator },
    {
      to: href(profession ? `/adequate-salary/${profession}` : '/adequate-salary'),
      label: t('result.again'),
      Icon: RotateCcw,
    },
  ];
  return (
    <>
      <QuestionnaireHeader
        eyebrow={t('result.eyebrow')}
        title={estimate ? t('result.title') : cv ? t('result.cvTitle') : t('result.genericTitle')}
        intro={estimate ? t('result.intro') : cv ? t('result.cvText') : t('result.genericText')}
      />
      <Container className="py-8 sm:py-10">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          {estimate ? (
            <Card>
              <WageBreakdown
                profession={estimate.profession}
                wage={estimate.wage}
                components={estimate.components}
              />
              <p className="mt-6 rounded-lg bg-slate-50 px-4 py-3 text-sm leading-relaxed text-slate-700">
                {t('result.disclaimer')}
              </p>
            </Card>
          ) : (
            <Card className="flex items-start gap-4">
              <CircleCheck className="size-8 shrink-0 text-accent-600" aria-hidden />
              <p className="text-lg leading-relaxed text-slate-800">
                {cv ? t('result.cvText') : t('result.genericText')}
              </p>
            </Card>
          )}
          <nav aria-labelledby="thank-you-next">
            <h2 id="thank-you-next" className="text-lg font-semibold text-ink">
              {t('result.nextTitle')}
            </h2>
            <ul className="mt-3 space-y-2">
              {next.map(({ to, label, Icon }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="group flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 font-medium text-ink no-underline shadow-xs hover:border-brand-300"
                  >
                    <Icon className="size-5 shrink-0 text-brand-700" aria-hidden />
                    <span className="flex-1">{label}</span>
                    <ArrowRight className="size-4 text-slate-400 group-hover:text-brand-700" aria-hidden />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </Container>
    </>
  );
}
