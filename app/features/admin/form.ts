import { useForm, type DefaultValue, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useNavigation } from 'react-router';
import type { z } from 'zod';
import { useTranslation } from '../../i18n/react.tsx';

/** HTML constraints of a schema; the checkboxes named in `optional` may stay unticked. */
export function constraintOf(
  schema: z.ZodType,
  optional: readonly string[] = [],
): ReturnType<typeof getZodConstraint> {
  const constraint = getZodConstraint(schema);
  for (const name of optional) constraint[name] = { ...constraint[name], required: false };
  return constraint;
}

/**
 * A Conform form checked in the browser by the schema the action uses on the server; the action's
 * reply (`lastResult`) restores what was typed and shows the server's errors.
 */
export function useAdminForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>({
  id,
  schema,
  constraint,
  lastResult,
  defaultValue,
}: {
  id: string;
  schema: Schema;
  constraint: ReturnType<typeof getZodConstraint>;
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue?: DefaultValue<z.input<Schema>>;
}) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    constraint,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

/** Field errors translated: schema messages are keys of `common`, server messages pass through. */
export function useErrorText(): (errors: readonly string[] | undefined) => string[] | undefined {
  const { t } = useTranslation();
  return (errors) => (errors?.length ? [...new Set(errors.map((e) => t(e)))] : undefined);
}

export interface FieldLike {
  id: string;
  name: string;
  errors?: string[] | undefined;
  required?: boolean | undefined;
  defaultValue?: string | undefined;
  defaultOptions?: string[] | undefined;
  defaultChecked?: boolean | undefined;
}

/** id, name, initial value, required and translated errors of a Conform field for a control. */
export function useControlProps() {
  const errorText = useErrorText();
  return (field: FieldLike) => ({
    id: field.id,
    name: field.name,
    required: field.required || undefined,
    defaultValue: field.defaultValue,
    errors: errorText(field.errors),
  });
}

/** Whether a POST of this page with `intent` (or without one) is on its way. */
export function useSubmitting(intent?: string): boolean {
  const navigation = useNavigation();
  if (navigation.state === 'idle' || navigation.formMethod?.toUpperCase() !== 'POST') return false;
  const sent = navigation.formData?.get('intent') ?? undefined;
  return sent === intent;
}
