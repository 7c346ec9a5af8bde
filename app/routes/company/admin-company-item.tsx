import { useActionData, useLoaderData } from 'react-router';
import { caseStudyInputSchema, serviceInputSchema } from '../../../contracts/company.ts';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { AdminPageHeader } from '../../features/admin/admin-page.tsx';
import { ContentForm, ContentItemActions, type ContentField } from '../../features/admin/content-form.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { replyOf } from '../../lib/form-helpers.ts';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './admin-company-item.server.ts';

export { action, loader } from './admin-company-item.server.ts';
export const meta = routeMeta;

const FORMS: Record<
  'services' | 'cases',
  {
    schema: typeof serviceInputSchema | typeof caseStudyInputSchema;
    shared: ContentField[];
    localized: ContentField[];
  }
> = {
  services: {
    schema: serviceInputSchema,
    shared: [
      { name: 'slug', maxLength: 80, hint: true },
      { name: 'sortOrder', maxLength: 3, hint: true },
    ],
    localized: [
      { name: 'title', maxLength: 160 },
      { name: 'summary', rows: 2, maxLength: 600 },
      { name: 'body', rows: 8, hint: true },
    ],
  },
  cases: {
    schema: caseStudyInputSchema,
    shared: [
      { name: 'slug', maxLength: 80, hint: true },
      { name: 'sortOrder', maxLength: 3, hint: true },
      { name: 'technologies', hint: true },
      { name: 'facts', rows: 4, hint: true },
    ],
    localized: [
      { name: 'title', maxLength: 200 },
      { name: 'client', maxLength: 200 },
      { name: 'summary', rows: 3, maxLength: 1000 },
      { name: 'challenge', rows: 5, maxLength: 4000 },
      { name: 'solution', rows: 5, maxLength: 4000 },
      { name: 'result', rows: 5, maxLength: 4000 },
    ],
  },
};

/** One service or case study in every language, with its public page and deletion. */
export default function AdminCompanyItem() {
  const { kind, slug, title, defaultValue, saved } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('company');
  const { href } = useLocale();
  const form = FORMS[kind];
  const publicPath = kind === 'cases' ? `/cases/${slug}` : `/services#${slug}`;
  return (
    <div className="max-w-4xl">
      <AdminPageHeader
        title={title ?? t(`admin.${kind}.new`)}
        back={{ to: href(`/admin/${kind}`), label: t(`admin.${kind}.back`) }}
        actions={slug ? <ContentItemActions publicHref={href(publicPath)} name={title ?? slug} /> : null}
      />
      {saved && !actionData ? (
        <FormAlert tone="success" className="mb-6">
          {t('admin.notices.saved')}
        </FormAlert>
      ) : null}
      <ContentForm
        key={kind}
        id={`${kind}-form`}
        schema={form.schema}
        shared={form.shared}
        localized={form.localized}
        defaultValue={defaultValue}
        lastResult={replyOf(actionData)}
        isNew={!slug}
      />
    </div>
  );
}
