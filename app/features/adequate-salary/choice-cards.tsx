import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

export interface Choice {
  to: string;
  icon: React.ReactNode;
  title: string;
  text: string;
  cta: string;
  badge?: string;
}

/** Two or more large choices, each a card whose whole surface is the link. */
export function ChoiceCards({ choices, headingLevel = 2 }: { choices: Choice[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6">
      {choices.map((c) => (
        <li key={c.to}>
          <Link
            to={c.to}
            className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 text-ink no-underline shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md sm:p-7"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              {c.icon}
            </span>
            {c.badge ? (
              <span className="absolute top-6 right-6 rounded-full bg-accent-500/10 px-2.5 py-1 text-xs font-semibold text-accent-700">
                {c.badge}
              </span>
            ) : null}
            <Heading className="mt-4 text-xl font-semibold">{c.title}</Heading>
            <p className="mt-2 flex-1 leading-relaxed text-slate-700">{c.text}</p>
            <span className="mt-5 inline-flex items-center gap-1.5 font-semibold text-brand-700 group-hover:text-brand-800">
              {c.cta}
              <ArrowRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps of "how it works". */
export function Steps({ title, steps }: { title: string; steps: string[] }) {
  return (
    <section aria-labelledby="questionnaire-steps" className="mt-12">
      <h2 id="questionnaire-steps" className="text-xl font-semibold text-ink">
        {title}
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {steps.map((step, i) => (
          <li key={step} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
            <span
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
              aria-hidden
            >
              {i + 1}
            </span>
            <span className="leading-relaxed text-slate-700">{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
