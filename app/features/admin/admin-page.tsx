import { clsx } from 'clsx';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** The heading of an admin page: an optional way back, the title, an intro and actions on the right. */
export function AdminPageHeader({
  title,
  intro,
  back,
  actions,
  badges,
}: {
  title: React.ReactNode;
  intro?: React.ReactNode;
  back?: { to: string; label: string };
  actions?: React.ReactNode;
  /** Small status badges beside the title. */
  badges?: React.ReactNode;
}) {
  return (
    <div className="mb-6">
      {back ? (
        <Link to={back.to} className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium">
          <ArrowLeft className="size-4" aria-hidden />
          {back.label}
        </Link>
      ) : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="text-2xl font-bold tracking-tight break-words text-ink">{title}</h1>
            {badges}
          </div>
          {intro ? <p className="mt-1.5 max-w-3xl leading-relaxed text-slate-600">{intro}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </div>
    </div>
  );
}

/** A white card with an optional heading, the building block of admin detail pages. */
export function AdminCard({
  title,
  description,
  id,
  children,
  className,
  actions,
}: {
  title?: React.ReactNode;
  description?: React.ReactNode;
  id?: string;
  children: React.ReactNode;
  className?: string;
  actions?: React.ReactNode;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={clsx('rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}
    >
      {title ? (
        <div className="mb-4 flex items-start justify-between gap-3">
          <div>
            <h2 id={headingId} className="text-base font-semibold text-ink">
              {title}
            </h2>
            {description ? (
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{description}</p>
            ) : null}
          </div>
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** What an empty list shows: an icon, a title and a sentence. */
export function EmptyState({ icon, title, text }: { icon: React.ReactNode; title: string; text: string }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <p className="mt-4 text-lg font-semibold text-ink">{title}</p>
      <p className="mx-auto mt-1.5 max-w-md leading-relaxed text-slate-600">{text}</p>
    </div>
  );
}

/** Label–value pairs in two columns (one on phones). */
export function DetailList({
  items,
  compact = false,
}: {
  items: readonly { label: React.ReactNode; value: React.ReactNode }[];
  /** For narrow columns: labels take only the room they need. */
  compact?: boolean;
}) {
  return (
    <dl
      className={clsx(
        'grid gap-x-6 gap-y-3 text-sm',
        compact ? 'grid-cols-[auto_1fr] gap-x-4' : 'sm:grid-cols-[11rem_1fr]',
      )}
    >
      {items.map(({ label, value }, i) => (
        <div key={i} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="min-w-0 break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A dash for an empty value, readable by screen readers as "none". */
export function None({ label }: { label: string }) {
  return (
    <span className="text-slate-500" aria-label={label}>
      –
    </span>
  );
}

/** The buttons of a long admin form, kept in view at the bottom of the screen while scrolling. */
export function StickyFormActions({ children }: { children: React.ReactNode }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-3 border-t border-slate-200 bg-white/95 px-4 py-4 backdrop-blur sm:mx-0 sm:flex-row sm:justify-end sm:rounded-xl sm:border sm:shadow-sm">
      {children}
    </div>
  );
}
