import { useForm, type DefaultValue, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useNavigation } from 'react-router';
import type { z } from 'zod';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { useTranslation } from '../../i18n/react.tsx';

/** A Conform form checked in the browser by the schema its action checks on the server. */
export function useQuestionnaireForm<
  Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
>({
  id,
  schema,
  lastResult,
  defaultValue,
}: {
  id: string;
  schema: Schema;
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue?: DefaultValue<z.input<Schema>>;
}) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

/** Translates field errors: schema messages are `common` keys, the server's pass through. */
export function useErrorText(): (errors: readonly string[] | undefined) => string[] | undefined {
  const { t } = useTranslation();
  return (errors) => (errors?.length ? [...new Set(errors.map((e) => t(e)))] : undefined);
}

/** Whether this page's form is being sent (or its redirect followed). */
export function useSending(): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
}

/**
 * The alert above a form after a failed submit: form-level messages, or "please check" with a link
 * to each invalid field, in the order of the page.
 */
export function FormErrors({
  form,
  fields,
}: {
  form: { status?: 'success' | 'error'; errors?: string[] | undefined; allErrors: Record<string, string[]> };
  fields: { name: string; id: string; label: string }[];
}) {
  const { t } = useTranslation();
  if (form.status !== 'error') return null;
  const formErrors = (form.errors ?? []).map((e) => t(e));
  const invalid = fields
    .map((f) => ({ ...f, message: form.allErrors[f.name]?.[0] }))
    .filter((f): f is typeof f & { message: string } => Boolean(f.message));
  if (!formErrors.length && !invalid.length) return null;
  return (
    <FormAlert tone="error" focus title={formErrors.length ? formErrors.join(' ') : t('errors.validation')}>
      {invalid.length ? (
        <ul className="list-disc space-y-0.5 pl-5">
          {invalid.map((f) => (
            <li key={f.name}>
              <a href={`#${f.id}`} className="font-medium text-rose-900 underline">
                {f.label}
              </a>
              : {t(f.message)}
            </li>
          ))}
        </ul>
      ) : null}
    </FormAlert>
  );
}

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

export type { SubmissionResult };
