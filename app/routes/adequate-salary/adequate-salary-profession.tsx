import { ClipboardList, FileUp } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { Container } from '../../components/ui/container.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { ChoiceCards } from '../../features/adequate-salary/choice-cards.tsx';
import { QuestionnaireHeader } from '../../features/adequate-salary/questionnaire-page.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './adequate-salary-profession.server.ts';

export { loader } from './adequate-salary-profession.server.ts';
export const meta = routeMeta;

/** One profession: fill in the form, or send a CV. */
export default function AdequateSalaryProfessionPage() {
  const { profession } = useLoaderData<typeof loader>();
  const { t } = useTranslation('questionnaire');
  const { href } = useLocale();
  const name = t(`professionTitles.${profession}`);
  return (
    <>
      <QuestionnaireHeader
        title={t('profession.title', { profession: name })}
        intro={t('profession.intro')}
        crumbs={[{ label: name, to: href(`/adequate-salary/${profession}`) }]}
      />
      <Container className="py-10 sm:py-12">
        <ChoiceCards
          choices={[
            {
              to: href(`/adequate-salary/${profession}/form`),
              icon: <ClipboardList className="size-6" aria-hidden />,
              title: t('profession.form.title'),
              text: t('profession.form.text'),
              cta: t('profession.form.cta'),
              badge: t('profession.form.badge'),
            },
            {
              to: href(`/adequate-salary/${profession}/cv`),
              icon: <FileUp className="size-6" aria-hidden />,
              title: t('profession.cv.title'),
              text: t('profession.cv.text'),
              cta: t('profession.cv.cta'),
              badge: t('profession.cv.badge'),
            },
          ]}
        />
        <p className="mt-8">
          <Link to={href('/adequate-salary')} className="text-sm font-medium">
            ← {t('profession.back')}
          </Link>
        </p>
      </Container>
    </>
  );
}
