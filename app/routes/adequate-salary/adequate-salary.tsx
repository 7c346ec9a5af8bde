import { Code2, ShieldCheck, TestTubeDiagonal } from 'lucide-react';
import { Container } from '../../components/ui/container.tsx';
import { ChoiceCards, Steps } from '../../features/adequate-salary/choice-cards.tsx';
import { QuestionnaireHeader } from '../../features/adequate-salary/questionnaire-page.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';

export { loader } from './adequate-salary.server.ts';
export const meta = routeMeta;

/** The adequate-salary questionnaire: choose programmer or tester. */
export default function AdequateSalaryPage() {
  const { t } = useTranslation('questionnaire');
  const { href } = useLocale();
  return (
    <>
      <QuestionnaireHeader
        eyebrow={t('landing.eyebrow')}
        title={t('landing.title')}
        intro={t('landing.intro')}
      />
      <Container className="py-10 sm:py-12">
        <h2 className="sr-only">{t('landing.chooseTitle')}</h2>
        <ChoiceCards
          headingLevel={3}
          choices={[
            {
              to: href('/adequate-salary/programmer'),
              icon: <Code2 className="size-6" aria-hidden />,
              title: t('landing.programmer.title'),
              text: t('landing.programmer.text'),
              cta: t('landing.programmer.cta'),
            },
            {
              to: href('/adequate-salary/tester'),
              icon: <TestTubeDiagonal className="size-6" aria-hidden />,
              title: t('landing.tester.title'),
              text: t('landing.tester.text'),
              cta: t('landing.tester.cta'),
            },
          ]}
        />
        <Steps
          title={t('landing.stepsTitle')}
          steps={[t('landing.steps.one'), t('landing.steps.two'), t('landing.steps.three')]}
        />
        <p className="mt-8 flex max-w-3xl items-start gap-2 text-sm leading-relaxed text-slate-600">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden />
          {t('landing.privacy')}
        </p>
      </Container>
    </>
  );
}
