import { useLoaderData } from 'react-router';
import { Container } from '../../components/ui/container.tsx';
import { DictionaryBrowser } from '../../features/dictionary/dictionary-browser.tsx';
import { PageHero } from '../../features/company/page-hero.tsx';
import type { RouteHandle } from '../../features/layout/page-shell.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './dictionary.server.ts';

export { loader } from './dictionary.server.ts';
export const meta = routeMeta;
export const handle: RouteHandle = { appBar: 'transparent-dark' };

/** The IT dictionary (docs/product/screens-and-routes.md): terms of IT and contracting in the page's language, A–Z. */
export default function DictionaryPage() {
  const { terms, q } = useLoaderData<typeof loader>();
  const { t } = useTranslation('company');
  return (
    <>
      <PageHero eyebrow={t('dictionary.eyebrow')} title={t('dictionary.title')} lead={t('dictionary.lead')} />
      <Container className="py-8">
        <DictionaryBrowser terms={terms} initialQuery={q} />
      </Container>
    </>
  );
}
