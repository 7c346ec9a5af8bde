import { constraintOf } from '../../lib/schema-constraint.ts';
import { getFormProps, type DefaultValue, type SubmissionResult } from '../../lib/form-helpers.ts';
import { Save, Trash2 } from 'lucide-react';
import { Form } from 'react-router';
import {
  blogAuthorInputSchema,
  blogCategoryInputSchema,
  blogTagInputSchema,
} from '../../../contracts/blog.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useControlProps, useErrorText, useSchemaForm } from '../../lib/form-helpers.ts';
import { useLocale } from '../layout/use-locale.ts';
import { AdminCard, AdminPageHeader } from '../admin/admin-page.tsx';
import { ConfirmDialog } from '../admin/intent-form.tsx';
import { FileField, useImageRules } from '../../lib/file-field.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';

const NOTICES = ['created', 'saved', 'deleted'];

const categoryConstraint = constraintOf(blogCategoryInputSchema);
const authorConstraint = constraintOf(blogAuthorInputSchema, ['avatar']);

/** Save, and (for a stored record) delete. */
function Actions({
  formId,
  id,
  name,
  compact = false,
}: {
  formId: string;
  /** The stored record's id; a new one has none. */
  id: number | undefined;
  name: string;
  /** Quiet buttons for a long list of rows. */
  compact?: boolean;
}) {
  const { t } = useTranslation('blog');
  const stored = id !== undefined;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="submit"
        form={formId}
        name="intent"
        value="save"
        variant={compact ? 'secondary' : 'primary'}
        {...(compact ? { size: 'sm' as const } : {})}
        icon={<Save className="size-4" aria-hidden />}
      >
        {stored ? t('admin.form.save') : t('admin.taxonomy.create')}
      </Button>
      {stored ? (
        <Button
          type="submit"
          form={formId}
          name="intent"
          value="delete"
          variant={compact ? 'ghost' : 'secondary'}
          {...(compact ? { size: 'sm' as const } : {})}
          formNoValidate
          aria-label={t('admin.taxonomy.deleteNamed', { name })}
          icon={<Trash2 className="size-4" aria-hidden />}
        >
          {t('admin.taxonomy.delete')}
        </Button>
      ) : null}
      {stored ? (
        <ConfirmDialog
          intent="delete"
          match={{ id: String(id) }}
          confirmation={{
            title: t('admin.taxonomy.confirmDelete.title', { name }),
            text: t('admin.taxonomy.confirmDelete.text'),
            button: t('admin.taxonomy.delete'),
          }}
        />
      ) : null}
    </div>
  );
}

/** A category: slug and its name in Slovak, English and German. */
export function CategoryForm({
  id,
  defaultValue,
  lastResult,
}: {
  id?: number;
  defaultValue?: Record<string, string>;
  lastResult?: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation('blog');
  const control = useControlProps();
  const formId = `category-${id ?? 'new'}`;
  const [form, fields] = useSchemaForm({
    id: formId,
    schema: async () => blogCategoryInputSchema,
    constraint: categoryConstraint,
    lastResult,
    defaultValue: defaultValue as DefaultValue<Record<string, unknown>>,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <TextField {...control(fields.slug)} label={t('admin.taxonomy.slug')} autoComplete="off" />
      <TextField {...control(fields.nameSk)} label={t('admin.taxonomy.nameSk')} lang="sk" />
      <TextField {...control(fields.nameEn)} label={t('admin.taxonomy.nameEn')} lang="en" />
      <TextField {...control(fields.nameDe)} label={t('admin.taxonomy.nameDe')} lang="de" />
      <div className="sm:col-span-2 lg:col-span-4">
        <Actions formId={form.id} id={id} name={defaultValue?.nameSk ?? ''} />
      </div>
    </Form>
  );
}

/** An author: slug, name, avatar and the description in Slovak, English and German. */
export function AuthorForm({
  id,
  defaultValue,
  lastResult,
  avatarUrl,
}: {
  id?: number;
  defaultValue?: Record<string, string>;
  lastResult?: SubmissionResult<string[]> | undefined;
  avatarUrl?: string | null;
}) {
  const { t } = useTranslation('blog');
  const control = useControlProps();
  const errorText = useErrorText();
  const formId = `author-${id ?? 'new'}`;
  const [form, fields] = useSchemaForm({
    id: formId,
    schema: async () => blogAuthorInputSchema,
    constraint: authorConstraint,
    lastResult,
    defaultValue: defaultValue as DefaultValue<Record<string, unknown>>,
  });
  const serverErrors = (lastResult?.error ?? {}) as Record<string, string[] | null>;
  const imageErrors = errorText(serverErrors.image ?? undefined);
  const imageRules = useImageRules();
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="grid gap-4 md:grid-cols-2 lg:grid-cols-3"
    >
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <input type="hidden" name={fields.avatar.name} value={fields.avatar.initialValue ?? ''} />
      <TextField {...control(fields.name)} label={t('admin.taxonomy.name')} />
      <TextField {...control(fields.slug)} label={t('admin.taxonomy.slug')} autoComplete="off" />
      <div className="flex items-end gap-3">
        {avatarUrl ? (
          <img src={avatarUrl} alt="" width={44} height={44} className="size-11 rounded-full object-cover" />
        ) : null}
        <FileField
          id={`${formId}-image`}
          name="image"
          rules={imageRules}
          label={t('admin.taxonomy.avatar')}
          optional={t('admin.form.optional')}
          className="min-w-0 flex-1"
          {...(imageErrors ? { errors: imageErrors } : {})}
        />
      </div>
      <TextArea
        {...control(fields.descriptionSk)}
        label={t('admin.taxonomy.descriptionSk')}
        lang="sk"
        rows={3}
      />
      <TextArea
        {...control(fields.descriptionEn)}
        label={t('admin.taxonomy.descriptionEn')}
        lang="en"
        rows={3}
      />
      <TextArea
        {...control(fields.descriptionDe)}
        label={t('admin.taxonomy.descriptionDe')}
        lang="de"
        rows={3}
      />
      <div className="md:col-span-2 lg:col-span-3">
        <Actions formId={form.id} id={id} name={defaultValue?.name ?? ''} />
      </div>
    </Form>
  );
}

/**
 * The page of categories or authors: each stored record in a card with its form, then a card to
 * add one, and the confirmation of the last change.
 */
export function TaxonomyPage({
  title,
  intro,
  notice,
  records,
  newTitle,
  newForm,
}: {
  title: string;
  intro: string;
  notice: string | null;
  records: { id: number; name: string; posts: number; form: React.ReactNode }[];
  newTitle: string;
  newForm: React.ReactNode;
}) {
  const { t } = useTranslation('blog');
  const { href } = useLocale();
  return (
    <div>
      <AdminPageHeader
        title={title}
        intro={intro}
        back={{ to: href('/admin/blog'), label: t('admin.form.back') }}
      />
      {notice && NOTICES.includes(notice) ? (
        <FormAlert tone="success" title={t(`admin.taxonomy.notice.${notice}`)} focus className="mb-6" />
      ) : null}
      <div className="space-y-4">
        {records.map((r) => (
          <AdminCard
            key={r.id}
            id={`record-${r.id}`}
            title={r.name}
            description={t('admin.taxonomy.posts', { count: r.posts })}
          >
            {r.form}
          </AdminCard>
        ))}
        <AdminCard id="record-new" title={newTitle}>
          {newForm}
        </AdminCard>
      </div>
    </div>
  );
}

const tagConstraint = constraintOf(blogTagInputSchema);

/** A tag in one row: its name to correct (a name another tag has merges them), and deletion. */
export function TagForm({
  id,
  name,
  posts,
  lastResult,
}: {
  id: number;
  name: string;
  posts: number;
  lastResult?: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation('blog');
  const control = useControlProps();
  const [form, fields] = useSchemaForm({
    id: `tag-${id}`,
    schema: async () => blogTagInputSchema,
    constraint: tagConstraint,
    lastResult,
    defaultValue: { name },
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="flex flex-col gap-3 border-b border-slate-100 px-4 py-3 last:border-b-0 sm:flex-row sm:items-center"
    >
      <input type="hidden" name="id" value={id} />
      <TextField
        {...control(fields.name)}
        label={t('admin.tags.nameOf', { name })}
        labelHidden
        className="min-w-0 flex-1"
        autoComplete="off"
      />
      <p className="shrink-0 text-sm text-slate-600 sm:w-24">{t('admin.taxonomy.posts', { count: posts })}</p>
      <Actions formId={form.id} id={id} name={name} compact />
    </Form>
  );
}
