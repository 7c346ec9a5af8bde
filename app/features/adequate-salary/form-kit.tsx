/** A titled group of fields in a form card. */
export function FormSection({
  id,
  title,
  children,
  columns = 2,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  columns?: 1 | 2;
}) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-7 first:border-t-0 first:pt-0">
      <h2 id={id} className="text-base font-semibold text-ink">
        {title}
      </h2>
      <div className={columns === 2 ? 'mt-4 grid gap-5 sm:grid-cols-2' : 'mt-4 grid gap-5'}>{children}</div>
    </section>
  );
}
