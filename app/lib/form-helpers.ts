import { useNavigation } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import type { SubmissionResult } from './use-schema-form.ts';

export {
  getFormProps,
  useSchemaForm,
  type Constraints,
  type DefaultValue,
  type FieldMetadata,
  type FormMetadata,
  type FormView,
  type SubmissionResult,
} from './use-schema-form.ts';

/**
 * Translates field errors: the schemas' messages are keys of the `common` catalog
 * (`validation.required`), the server's are already translated and pass through unchanged.
 */
export function useErrorText(): (errors: readonly string[] | undefined) => string[] | undefined {
  const { t } = useTranslation();
  return (errors) => (errors?.length ? [...new Set(errors.map((e) => t(e)))] : undefined);
}

/**
 * The fields an `ErrorSummary` links to: each name with the id of its control and its label, in
 * the order of the page.
 */
export function summaryFields<Name extends string>(
  names: readonly Name[],
  fields: Record<Name, { id: string }>,
  label: (name: Name) => string,
): Record<string, { id: string; label: string }> {
  return Object.fromEntries(names.map((name) => [name, { id: fields[name].id, label: label(name) }]));
}

/** A minimal view of Conform's field metadata, enough for the design-system controls. */
export interface FieldLike {
  id: string;
  name: string;
  errors?: string[] | undefined;
  required?: boolean | undefined;
  defaultValue?: string | undefined;
  defaultOptions?: string[] | undefined;
  defaultChecked?: boolean | undefined;
}

/** Props of a text input or select for a Conform field: id, name, initial value and errors. */
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

/**
 * Whether a POST of this page is on its way (submitting, or following the action's redirect).
 * `intent` tells apart several forms on one page: a form without one has no `intent` field.
 */
export function useSubmitting(intent?: string): boolean {
  const navigation = useNavigation();
  if (navigation.state === 'idle' || navigation.formMethod?.toUpperCase() !== 'POST') return false;
  const sent = navigation.formData?.get('intent') ?? undefined;
  return sent === intent;
}

/** The Conform reply of an action's data, when the action answered one (it may redirect instead). */
export function replyOf(actionData: unknown): SubmissionResult<string[]> | undefined {
  return actionData && typeof actionData === 'object' && 'result' in actionData
    ? (actionData.result as SubmissionResult<string[]>)
    : undefined;
}

/** Values of a repeated field of a server reply (`expertiseNames`). */
export function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' ? [value] : [];
}
