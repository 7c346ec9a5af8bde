import { clsx } from 'clsx';

/** One section of the profile: its heading (the page's `h1`), an introduction and its content. */
export function SettingsPage({
  title,
  description,
  children,
}: {
  title: React.ReactNode;
  description?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="min-w-0">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
      {description ? <p className="mt-1.5 max-w-2xl leading-relaxed text-slate-600">{description}</p> : null}
      <div className="mt-6 space-y-6">{children}</div>
    </div>
  );
}

/** A white card of the profile pages, optionally titled (`h2`). */
export function SettingsCard({
  title,
  description,
  children,
  tone = 'default',
  className,
  id,
}: {
  title?: React.ReactNode;
  description?: React.ReactNode;
  children: React.ReactNode;
  tone?: 'default' | 'danger';
  className?: string;
  id?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title && headingId ? headingId : undefined}
      className={clsx(
        'rounded-xl border bg-white px-5 py-6 shadow-sm sm:px-6',
        tone === 'danger' ? 'border-rose-200' : 'border-slate-200',
        className,
      )}
    >
      {title ? (
        <h2 id={headingId} className="text-base font-semibold text-ink">
          {title}
        </h2>
      ) : null}
      {description ? <p className="mt-1 text-sm leading-relaxed text-slate-600">{description}</p> : null}
      <div className={title || description ? 'mt-5' : undefined}>{children}</div>
    </section>
  );
}
