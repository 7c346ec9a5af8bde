import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';

/** What a page shows after its form was sent: a heading that takes the focus, the next steps, actions. */
export function SentPanel({
  title,
  children,
  actions,
  level = 2,
}: {
  title: string;
  /** 1 when the panel replaces the page's form and its heading (the page's only heading). */
  level?: 1 | 2;
  children: React.ReactNode;
  actions?: React.ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = level === 1 ? 'h1' : 'h2';
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      role="status"
      className="rounded-2xl border border-emerald-200 bg-emerald-50 px-6 py-8 text-center sm:px-10"
    >
      <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-white text-emerald-700 ring-1 ring-emerald-200">
        <CircleCheck className="size-7" aria-hidden />
      </span>
      <Heading
        ref={heading}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold tracking-tight text-ink focus:outline-none"
      >
        {title}
      </Heading>
      <div className="mx-auto mt-3 max-w-xl space-y-2 leading-relaxed text-slate-700">{children}</div>
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
