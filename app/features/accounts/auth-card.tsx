import { clsx } from 'clsx';

/** The card of an account page: heading, intro and content; `wide` for the long profile forms. */
export function AuthCard({
  title,
  subtitle,
  icon,
  children,
  footer,
  wide = false,
}: {
  title: React.ReactNode;
  subtitle?: React.ReactNode;
  /** A decorative icon above the heading. */
  icon?: React.ReactNode;
  children?: React.ReactNode;
  /** Below the card, e.g. "No account yet? Create one". */
  footer?: React.ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={clsx('mx-auto w-full', wide ? 'max-w-3xl' : 'max-w-md')}>
      <div className="rounded-2xl border border-slate-200 bg-white px-5 py-8 shadow-xl shadow-brand-900/5 sm:px-10 sm:py-10">
        {icon ? (
          <div className="mb-5 inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            {icon}
          </div>
        ) : null}
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        {subtitle ? <p className="mt-2 leading-relaxed text-slate-600">{subtitle}</p> : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
      {footer ? <div className="mt-6 text-center text-sm text-slate-700">{footer}</div> : null}
    </div>
  );
}

/** A titled group of fields inside a long form. */
export function FormSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-8 first:border-t-0 first:pt-0">
      <h2 id={id} className="text-base font-semibold text-ink">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-5 grid gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/** "or" between the social buttons and the e-mail form. */
export function Divider({ children }: { children: React.ReactNode }) {
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-wide text-slate-600 uppercase">
      <span className="h-px flex-1 bg-slate-200" aria-hidden />
      {children}
      <span className="h-px flex-1 bg-slate-200" aria-hidden />
    </div>
  );
}
