import { FormAlert } from '../components/ui/form-alert.tsx';
import { useTranslation } from '../i18n/react.tsx';

export interface SummaryForm {
  status?: 'success' | 'error';
  /** Form-level errors (keys or translated messages). */
  errors?: string[] | undefined;
  allErrors: Record<string, string[]>;
}

/**
 * The alert at the top of a form after a failed submit: form-level messages (e.g. wrong credentials)
 * or "please check the information", with a link to every invalid field.
 */
export function ErrorSummary({
  form,
  fields,
  extra,
  focus = false,
  className = 'mb-6',
}: {
  form: SummaryForm;
  /** Field name → id of its control and its label, in the order of the page. */
  fields: Record<string, { id: string; label: string }>;
  /** Errors the form keeps outside Conform (a client-side file check), by field name. */
  extra?: Record<string, string | null | undefined>;
  /** Move focus to the summary when it appears. */
  focus?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  // In the order of `fields` (the order on the page), not the order the schema reported them.
  const byField = new Map<string, string>();
  for (const name of Object.keys(fields)) {
    const message = extra?.[name] ?? form.allErrors[name]?.[0];
    if (message) byField.set(name, t(message));
  }
  const formErrors = (form.errors ?? []).map((e) => t(e));
  if (form.status !== 'error') return null;
  if (!formErrors.length && !byField.size) return null;
  return (
    <FormAlert
      tone="error"
      title={formErrors.length ? formErrors.join(' ') : t('errors.validation')}
      focus={focus}
      className={className}
    >
      {byField.size ? (
        <ul className="list-disc space-y-0.5 pl-5">
          {[...byField].map(([name, message]) => (
            <li key={name}>
              <a href={`#${fields[name]!.id}`} className="font-medium text-rose-900 underline">
                {fields[name]!.label}
              </a>
              : {message}
            </li>
          ))}
        </ul>
      ) : null}
    </FormAlert>
  );
}
