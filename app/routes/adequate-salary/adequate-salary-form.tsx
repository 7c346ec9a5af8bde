import { useActionData, useLoaderData } from 'react-router';
import { Container } from '../../components/ui/container.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { ProgrammerForm } from '../../features/adequate-salary/programmer-form.tsx';
import { Card, QuestionnaireHeader } from '../../features/adequate-salary/questionnaire-page.tsx';
import { TesterForm } from '../../features/adequate-salary/tester-form.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './adequate-salary-form.server.ts';

export { action, loader } from './adequate-salary-form.server.ts';
export const meta = routeMeta;

/** The questionnaire form of a programmer or a tester. */
export default function AdequateSalaryFormPage() {
  const { profession, technologies } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('questionnaire');
  const { href } = useLocale();
  const name = t(`professionTitles.${profession}`);
  return (
    <>
      <QuestionnaireHeader
        title={t(profession === 'programmer' ? 'form.programmerTitle' : 'form.testerTitle')}
        intro={t('form.intro')}
        crumbs={[
          { label: name, to: href(`/adequate-salary/${profession}`) },
          { label: t('profession.form.title'), to: href(`/adequate-salary/${profession}/form`) },
        ]}
      />
      <Container className="py-8 sm:py-10">
        <Card className="mx-auto max-w-3xl">
          {profession === 'programmer' ? (
            <ProgrammerForm lastResult={actionData?.result} technologies={technologies} />
          ) : (
            <TesterForm lastResult={actionData?.result} />
          )}
        </Card>
      </Container>
    </>
  );
}
