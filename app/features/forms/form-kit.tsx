import { useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { clsx } from 'clsx';
import { useNavigation } from 'react-router';
import type { z } from 'zod';
import {
  controlClass,
  LabelledField,
  splitFieldProps,
  type LabelledFieldProps,
} from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { useTranslation } from '../../i18n/react.tsx';

/**
 * Form wiring of the public forms (referral, extra request, contact): Conform checking in the
 * browser with the schema the action checks on the server, and the controls' props.
 */

export type FormReply = SubmissionResult<string[]> | null | undefined;

/** HTML constraints of a schema; the fields named in `optional` may stay empty (checkbox transforms). */
export function constraintOf(schema: z.ZodType, optional: readonly string[] = []) {
  const constraint = getZodConstraint(schema);
  for (const name of optional) constraint[name] = { ...constraint[name], required: false };
  return constraint;
}

/** A Conform form validated first on blur, then on input; `lastResult` restores what was typed. */
export function usePublicForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>({
  id,
  schema,
  constraint,
  lastResult,
  defaultValue,
}: {
  id: string;
  schema: Schema;
  constraint: ReturnType<typeof getZodConstraint>;
  lastResult: FormReply;
  defaultValue?: Record<string, unknown>;
}) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    constraint,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue: defaultValue as never,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

/** Translates field errors: schema messages are `common` keys, the server's are already translated. */
export function useErrorText(): (errors: readonly string[] | undefined) => string[] | undefined {
  const { t } = useTranslation();
  return (errors) => (errors?.length ? [...new Set(errors.map((e) => t(e)))] : undefined);
}

export interface FieldMeta {
  id: string;
  name: string;
  errors?: string[] | undefined;
  required?: boolean | undefined;
  defaultValue?: string | undefined;
  defaultChecked?: boolean | undefined;
}

/** Id, name, initial value, `required` and translated errors of a Conform field, for a control. */
export function useControl() {
  const errorText = useErrorText();
  return (field: FieldMeta) => ({
    id: field.id,
    name: field.name,
    required: field.required || undefined,
    defaultValue: field.defaultValue,
    errors: errorText(field.errors),
  });
}

/** Whether this page's form is being sent (or its redirect followed). */
export function useSubmitting(): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
}

/** A labelled multi-line text input with hint and inline errors. */
export function TextArea(
  props: Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & LabelledFieldProps,
) {
  const [field, textarea, control] = splitFieldProps(props);
  return (
    <LabelledField field={field}>
      <textarea rows={4} {...textarea} {...control} className={clsx(controlClass, 'min-h-24 resize-y')} />
    </LabelledField>
  );
}

/** After a failed submit: "please check the information" with a link to every invalid field, in page order. */
export function ErrorSummary({
  form,
  fields,
}: {
  form: { status?: 'success' | 'error'; errors?: string[] | undefined; allErrors: Record<string, string[]> };
  fields: Record<string, { id: string; label: string }>;
}) {
  const { t } = useTranslation();
  if (form.status !== 'error') return null;
  const invalid = Object.keys(fields).filter((name) => form.allErrors[name]?.length);
  const formErrors = (form.errors ?? []).map((e) => t(e));
  if (!invalid.length && !formErrors.length) return null;
  return (
    <FormAlert
      tone="error"
      title={formErrors.length ? formErrors.join(' ') : t('errors.validation')}
      className="mb-6"
    >
      {invalid.length ? (
        <ul className="list-disc space-y-0.5 pl-5">
          {invalid.map((name) => (
            <li key={name}>
              <a href={`#${fields[name]!.id}`} className="font-medium text-rose-900 underline">
                {fields[name]!.label}
              </a>
              : {t(form.allErrors[name]![0]!)}
            </li>
          ))}
        </ul>
      ) : null}
    </FormAlert>
  );
}

/** A titled group of fields in a long form. */
export function FormSection({
  id,
  title,
  description,
  children,
  className,
}: {
  id: string;
  title: string;
  description?: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-8 first:border-t-0 first:pt-0">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className={clsx('mt-5 grid gap-5 sm:grid-cols-2', className)}>{children}</div>
    </section>
  );
}
