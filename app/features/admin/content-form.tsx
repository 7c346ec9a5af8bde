import { constraintOf } from '../../lib/schema-constraint.ts';
import { getFormProps, type DefaultValue, type SubmissionResult } from '../../lib/form-helpers.ts';
import { Save, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { ExternalLink } from 'lucide-react';
import { Form, Link } from 'react-router';
import type { z } from 'zod';
import { locales } from '../../../contracts/enums.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { type FieldLike, useControlProps, useSchemaForm, useSubmitting } from '../../lib/form-helpers.ts';
import { IntentForm } from './intent-form.tsx';

/** One field of a content form: its name, a multi-line box of `rows`, a hint key. */
export interface ContentField {
  name: string;
  rows?: number;
  maxLength?: number;
  hint?: boolean;
}

/** The values of a content form as Conform takes them (strings, nested by language). */
export type ContentDefaults = Record<string, string | Record<string, string> | undefined>;

/**
 * The admin form of one piece of the portal's own content (a dictionary term, a service, a case
 * study): the fields every language shares, then one card per language with the translated fields,
 * so an editor writes one language at a time. The same zod schema checks it here and in the action.
 */
export function ContentForm({
  id,
  schema,
  shared,
  localized,
  defaultValue,
  lastResult,
  isNew,
}: {
  id: string;
  schema: z.ZodObject;
  shared: readonly ContentField[];
  localized: readonly ContentField[];
  defaultValue: ContentDefaults;
  lastResult: SubmissionResult<string[]> | null | undefined;
  isNew: boolean;
}) {
  const { t } = useTranslation('company');
  const { t: tc } = useTranslation('common');
  const control = useControlProps();
  const constraint = useMemo(() => constraintOf(schema), [schema]);
  const [form, fields] = useSchemaForm({
    id,
    schema: async () => schema as unknown as z.ZodType<Record<string, unknown>, Record<string, unknown>>,
    constraint,
    lastResult,
    defaultValue: defaultValue as DefaultValue<Record<string, unknown>>,
  });
  const saving = useSubmitting('save');
  const input = (field: ContentField, meta: FieldLike, label: string) => {
    const hint = field.hint ? t(`admin.hints.${field.name}`) : undefined;
    return field.rows ? (
      <TextArea
        key={meta.name}
        {...control(meta)}
        label={label}
        hint={hint}
        rows={field.rows}
        maxLength={field.maxLength}
      />
    ) : (
      <TextField key={meta.name} {...control(meta)} label={label} hint={hint} maxLength={field.maxLength} />
    );
  };
  const all = fields as unknown as Record<
    string,
    FieldLike & { getFieldset: () => Record<string, FieldLike> }
  >;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      {form.status === 'error' ? (
        <FormAlert tone="error" title={t('admin.failedTitle')} focus>
          {t('admin.failedText')}
        </FormAlert>
      ) : null}
      <section
        aria-labelledby={`${id}-shared`}
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id={`${id}-shared`} className="mb-4 text-base font-semibold text-ink">
          {t('admin.sharedFields')}
        </h2>
        <div className="grid gap-5">
          {shared.map((field) => input(field, all[field.name]!, t(`admin.fields.${field.name}`)))}
        </div>
      </section>
      {locales.map((locale) => (
        <section
          key={locale}
          lang={locale}
          aria-labelledby={`${id}-${locale}`}
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id={`${id}-${locale}`} className="mb-4 text-base font-semibold text-ink">
            {tc(`enums.language.${locale}`)}
          </h2>
          <div className="grid gap-5">
            {localized.map((field) => {
              const meta = all[field.name]!.getFieldset()[locale]!;
              return input(field, meta, `${t(`admin.fields.${field.name}`)} (${locale.toUpperCase()})`);
            })}
          </div>
        </section>
      ))}
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          name="intent"
          value="save"
          pending={saving}
          icon={<Save className="size-4" aria-hidden />}
        >
          {isNew ? t('admin.create') : t('admin.save')}
        </Button>
      </div>
    </Form>
  );
}

/** A form with one button that deletes the item, once the admin confirms it (ADR 140). */
export function DeleteForm({ label, confirm }: { label: string; confirm: string }) {
  return (
    <IntentForm
      intent="delete"
      variant="danger"
      icon={<Trash2 className="size-4" aria-hidden />}
      confirm={{ title: confirm, button: label }}
    >
      {label}
    </IntentForm>
  );
}

/** The header actions of a saved content item: its public page and its deletion. */
export function ContentItemActions({ publicHref, name }: { publicHref: string; name: string }) {
  const { t } = useTranslation('company');
  return (
    <>
      <Link to={publicHref} className="inline-flex items-center gap-1.5 self-center text-sm font-medium">
        {t('admin.viewPublic')} <ExternalLink className="size-3.5" aria-hidden />
      </Link>
      <DeleteForm label={t('admin.delete')} confirm={t('admin.confirmDelete', { name })} />
    </>
  );
}
