import { ArrowRight } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useLoaderData } from 'react-router';
import { Container } from '../../components/ui/container.tsx';
import { DocumentSections } from '../../features/site/document-sections.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './legal.server.ts';

export { loader } from './legal.server.ts';
export const meta = routeMeta;
/** A light hero under a transparent bar with dark text. */
export const handle = { appBar: 'transparent-dark' };

export default function ProductAboutPage() {
  const { doc } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-100 via-brand-50 to-slate-50 pt-16">
        <Container className="py-14">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-ink sm:text-5xl">{doc.title}</h1>
          {doc.lead ? <p className="mt-4 max-w-2xl text-lg text-slate-700">{doc.lead}</p> : null}
          <Link
            to={href('/jobs')}
            className="mt-8 inline-flex items-center gap-2 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white no-underline hover:bg-brand-800"
          >
            {t('comingSoon.cta')} <ArrowRight className="size-4" aria-hidden />
          </Link>
        </Container>
      </section>
      <Container className="py-10">
        <article className="prose-legal mx-auto max-w-3xl">
          <DocumentSections sections={doc.sections} />
        </article>
      </Container>
    </>
  );
}
