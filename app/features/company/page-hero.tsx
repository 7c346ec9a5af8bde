import { Container } from '../../components/ui/container.tsx';

/**
 * The light hero of the content pages (newsfeed, dictionary, company section): an eyebrow, the
 * page's one h1, a lead and optional actions, under the transparent app bar.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-100 via-brand-50 to-slate-50 pt-16">
      <Container className="pt-10 pb-10 sm:pt-14 sm:pb-12">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-balance text-ink sm:text-5xl">
          {title}
        </h1>
        {lead ? <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-700">{lead}</p> : null}
        {children}
      </Container>
    </section>
  );
}
