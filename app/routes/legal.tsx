import { useLoaderData } from 'react-router';
import { Container } from '../components/ui/container.tsx';
import { routeMeta } from '../seo/meta.ts';
import type { loader } from './legal.server.ts';

export { loader } from './legal.server.ts';
export const meta = routeMeta;

export default function LegalPage() {
  const { doc } = useLoaderData<typeof loader>();
  return (
    <Container className="py-10">
      <article className="prose-legal mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{doc.title}</h1>
        {doc.updated ? <p className="mt-2 text-sm text-slate-600">{doc.updated}</p> : null}
        {doc.intro ? <p>{doc.intro}</p> : null}
        {doc.lead ? <p className="text-lg">{doc.lead}</p> : null}
        {doc.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {section.items.length ? (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </Container>
  );
}
