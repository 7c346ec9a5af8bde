import { constraintOf } from '../../lib/schema-constraint.ts';
import { getFormProps, type DefaultValue, type SubmissionResult } from '../../lib/form-helpers.ts';
import { CalendarClock, Save, Send } from 'lucide-react';
import { Form } from 'react-router';
import { blogPostFormSchema, type BlogPostStatus } from '../../../contracts/blog.ts';
import { locales } from '../../../contracts/enums.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Select, type SelectOption } from '../../components/ui/select.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useControlProps, useErrorText, useSchemaForm, useSubmitting } from '../../lib/form-helpers.ts';
import { AdminCard, StickyFormActions } from '../admin/admin-page.tsx';
import { MarkdownEditor } from './blog-markdown-editor.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { endListEntryOnEnter } from '../../lib/list-field.ts';
import { FileField, useImageRules } from '../../lib/file-field.tsx';

const constraint = constraintOf(blogPostFormSchema, ['removeImage']);

/** The form's initial values as strings. */
export type BlogPostFormDefaults = Record<string, string | undefined>;

export interface BlogPostFormOptions {
  authors: readonly SelectOption[];
  categories: readonly SelectOption[];
  /** Posts this one can translate (any language; the group's original is linked). */
  posts: readonly SelectOption[];
}

/**
 * A post: title, slug, language, excerpt, the Markdown with its live preview, featured image,
 * author, category, tags, the post it translates and the publication time (Europe/Bratislava).
 * The buttons decide: keep it a draft (or keep its state: the first button, the one Enter presses)
 * or publish it (at the time given, which schedules it when it is in the future); unpublishing is
 * a confirmed step of its own beside the form (ADR 140). Checked in the browser and again by the action; nothing typed is
 * lost on an error (a chosen image file has to be picked again, as browsers require).
 */
export function BlogPostForm({
  mode,
  status,
  lastResult,
  defaultValue,
  options,
  imageUrl,
}: {
  mode: 'create' | 'edit';
  status?: BlogPostStatus;
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue: BlogPostFormDefaults;
  options: BlogPostFormOptions;
  /** The stored featured image. */
  imageUrl?: string | null;
}) {
  const { t } = useTranslation('blog');
  const { t: tc } = useTranslation('common');
  const control = useControlProps();
  const errorText = useErrorText();
  const saving = useSubmitting('save');
  const drafting = useSubmitting('draft');
  const publishing = useSubmitting('publish');
  const [form, fields] = useSchemaForm({
    id: 'blog-post-form',
    schema: async () => blogPostFormSchema,
    constraint,
    lastResult,
    defaultValue: defaultValue as DefaultValue<Record<string, unknown>>,
  });
  const f = (key: keyof typeof fields) => control(fields[key]);
  const optional = t('admin.form.optional');
  const serverErrors = (lastResult?.error ?? {}) as Record<string, string[] | null>;
  const imageErrors = errorText(serverErrors.image ?? undefined);
  const imageRules = useImageRules();
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-6">
      {form.status === 'error' ? (
        <FormAlert tone="error" title={t('admin.form.failedTitle')} focus>
          {t('admin.form.failedText')}
        </FormAlert>
      ) : null}
      <AdminCard id="post-text" title={t('admin.form.text')} description={t('admin.form.textHint')}>
        <div className="grid gap-5 md:grid-cols-2">
          <TextField {...f('title')} label={t('admin.form.title')} className="md:col-span-2" />
          <Select
            {...f('language')}
            label={t('admin.form.language')}
            hint={t('admin.form.languageHint')}
            placeholder={t('admin.form.choose')}
            options={locales.map((value) => ({ value, label: tc(`enums.language.${value}`) }))}
          />
          <TextField
            {...f('slug')}
            label={t('admin.form.slug')}
            optional={optional}
            hint={t('admin.form.slugHint')}
            autoComplete="off"
            spellCheck={false}
          />
          <TextArea
            {...f('excerpt')}
            label={t('admin.form.excerpt')}
            hint={t('admin.form.excerptHint')}
            rows={3}
            className="md:col-span-2"
          />
        </div>
        <div className="mt-5">
          <MarkdownEditor
            {...f('content')}
            label={t('admin.form.content')}
            hint={t('admin.form.contentHint')}
          />
        </div>
      </AdminCard>

      <AdminCard id="post-details" title={t('admin.form.details')}>
        <div className="grid gap-5 md:grid-cols-2">
          <Select
            {...f('authorId')}
            label={t('admin.form.author')}
            optional={optional}
            placeholder={t('admin.form.none')}
            options={options.authors}
          />
          <Select
            {...f('categoryId')}
            label={t('admin.form.category')}
            optional={optional}
            placeholder={t('admin.form.none')}
            options={options.categories}
          />
          <TextField
            {...f('tags')}
            label={t('admin.form.tags')}
            optional={optional}
            hint={t('admin.form.tagsHint')}
            autoComplete="off"
            onKeyDown={endListEntryOnEnter}
          />
          <Select
            {...f('translationOf')}
            label={t('admin.form.translationOf')}
            optional={optional}
            hint={t('admin.form.translationOfHint')}
            placeholder={t('admin.form.none')}
            options={options.posts}
          />
          <div className="md:col-span-2">
            <input
              type="hidden"
              name={fields.featuredImage.name}
              value={fields.featuredImage.initialValue ?? ''}
            />
            {imageUrl ? (
              <div className="mb-3 flex flex-wrap items-end gap-4">
                <img
                  src={imageUrl}
                  alt={t('admin.form.currentImage')}
                  width={240}
                  height={135}
                  className="aspect-[16/9] w-60 rounded-md border border-slate-200 object-cover"
                />
                <Checkbox id="remove-image" name="removeImage" label={t('admin.form.removeImage')} />
              </div>
            ) : null}
            <FileField
              id="post-image"
              name="image"
              rules={imageRules}
              label={imageUrl ? t('admin.form.replaceImage') : t('admin.form.image')}
              optional={optional}
              hint={t('admin.form.imageHint')}
              {...(imageErrors ? { errors: imageErrors } : {})}
            />
          </div>
        </div>
      </AdminCard>

      <AdminCard id="post-publication" title={t('admin.form.publication')}>
        <TextField
          {...f('publishedAt')}
          type="datetime-local"
          label={t('admin.form.publishedAt')}
          optional={optional}
          hint={t('admin.form.publishedAtHint')}
          className="max-w-xs"
        />
      </AdminCard>

      <StickyFormActions>
        {mode === 'create' || status === 'draft' ? (
          <Button
            type="submit"
            name="intent"
            value="draft"
            variant="secondary"
            pending={drafting}
            pendingLabel={t('admin.form.saving')}
            icon={<Save className="size-4" aria-hidden />}
          >
            {t('admin.form.saveDraft')}
          </Button>
        ) : (
          <Button
            type="submit"
            name="intent"
            value="save"
            variant="secondary"
            pending={saving}
            pendingLabel={t('admin.form.saving')}
            icon={<Save className="size-4" aria-hidden />}
          >
            {t('admin.form.save')}
          </Button>
        )}
        {mode === 'create' || status === 'draft' ? (
          <Button
            type="submit"
            name="intent"
            value="publish"
            pending={publishing}
            pendingLabel={t('admin.form.saving')}
            icon={
              status === 'scheduled' ? (
                <CalendarClock className="size-4" aria-hidden />
              ) : (
                <Send className="size-4" aria-hidden />
              )
            }
          >
            {t('admin.form.publish')}
          </Button>
        ) : null}
      </StickyFormActions>
    </Form>
  );
}
