/**
 * An on/off setting: a native checkbox with `role="switch"`, so it submits like any checkbox and
 * works without JavaScript; the track and knob are drawn beside it from its state.
 */
export function Switch({
  id,
  name,
  label,
  description,
  defaultChecked,
}: {
  id: string;
  name: string;
  label: React.ReactNode;
  description?: React.ReactNode;
  defaultChecked?: boolean;
}) {
  const descriptionId = `${id}-description`;
  return (
    <div className="flex items-start justify-between gap-6 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <label htmlFor={id} className="cursor-pointer font-medium text-ink">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="mt-0.5 text-sm leading-relaxed text-slate-600">
            {description}
          </p>
        ) : null}
      </div>
      <span className="relative mt-0.5 inline-flex shrink-0">
        <input
          id={id}
          name={name}
          type="checkbox"
          role="switch"
          defaultChecked={defaultChecked}
          aria-describedby={description ? descriptionId : undefined}
          className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
        />
        <span
          aria-hidden
          className="h-6 w-11 rounded-full bg-slate-500 transition-colors peer-checked:bg-brand-700 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500"
        />
        <span
          aria-hidden
          className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
    </div>
  );
}
