import { useLoaderData } from 'react-router';
import { Container } from '../../components/ui/container.tsx';
import { CaseCard } from '../../features/company/case-card.tsx';
import { PageHero } from '../../features/company/page-hero.tsx';
import type { RouteHandle } from '../../features/layout/page-shell.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './cases.server.ts';

export { loader } from './cases.server.ts';
export const meta = routeMeta;
export const handle: RouteHandle = { appBar: 'transparent-dark' };

/** The case studies of the parent company (docs/product/overview-and-users.md). */
export default function CasesPage() {
  const { cases } = useLoaderData<typeof loader>();
  const { t } = useTranslation('company');
  return (
    <>
      <PageHero
        eyebrow={t('cases.eyebrow')}
        title={t('cases.title')}
        lead={t('cases.lead', { count: cases.length })}
      />
      <Container className="py-10">
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {cases.map((item) => (
            // min-w-0: a long German word ("Eisenbahninfrastrukturbetreiber") breaks instead of widening the column.
            <li key={item.slug} className="min-w-0">
              <CaseCard item={item} />
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
