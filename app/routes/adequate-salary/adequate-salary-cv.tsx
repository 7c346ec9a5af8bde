import { useActionData, useLoaderData } from 'react-router';
import { Container } from '../../components/ui/container.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { CV_FILE_FIELD, CvForm } from '../../features/adequate-salary/cv-form.tsx';
import { Card, QuestionnaireHeader } from '../../features/adequate-salary/questionnaire-page.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './adequate-salary-cv.server.ts';
import { keepFormWhenTooLarge } from '../../lib/upload-action.ts';

export { action, loader } from './adequate-salary-cv.server.ts';
/** A file the server or a proxy refuses as too large comes back as the field's error (ADR 141). */
export const clientAction = keepFormWhenTooLarge({ [CV_FILE_FIELD]: 'validation.documentSize' });
export const meta = routeMeta;

/** The CV variant of the questionnaire. */
export default function AdequateSalaryCvPage() {
  const { profession } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('questionnaire');
  const { href } = useLocale();
  return (
    <>
      <QuestionnaireHeader
        title={t('cv.title')}
        intro={t('cv.intro')}
        crumbs={[
          { label: t(`professionTitles.${profession}`), to: href(`/adequate-salary/${profession}`) },
          { label: t('profession.cv.title'), to: href(`/adequate-salary/${profession}/cv`) },
        ]}
      />
      <Container className="py-8 sm:py-10">
        <Card className="mx-auto max-w-3xl">
          <CvForm lastResult={actionData?.result} />
        </Card>
      </Container>
    </>
  );
}
