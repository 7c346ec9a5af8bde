import { useLoaderData } from 'react-router';
import { Container } from '../../components/ui/container.tsx';
import { DocumentSections } from '../../features/site/document-sections.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { loader } from './legal.server.ts';

export { loader } from './legal.server.ts';
export const meta = routeMeta;

/** Privacy policy, terms of use and cookie policy. */
export default function LegalPage() {
  const { doc } = useLoaderData<typeof loader>();
  return (
    <Container className="py-10">
      <article className="prose-legal mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{doc.title}</h1>
        {doc.updated ? <p className="mt-2 text-sm text-slate-600">{doc.updated}</p> : null}
        {doc.intro ? <p>{doc.intro}</p> : null}
        <DocumentSections sections={doc.sections} />
      </article>
    </Container>
  );
}
