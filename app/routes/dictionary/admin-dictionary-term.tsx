import { useActionData, useLoaderData } from 'react-router';
import { dictionaryTermInputSchema } from '../../../contracts/dictionary.ts';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { AdminPageHeader } from '../../features/admin/admin-page.tsx';
import { ContentForm, ContentItemActions } from '../../features/admin/content-form.tsx';
import { useLocale } from '../../features/layout/use-locale.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { replyOf } from '../../lib/form-helpers.ts';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './admin-dictionary-term.server.ts';

export { action, loader } from './admin-dictionary-term.server.ts';
export const meta = routeMeta;

const SHARED = [{ name: 'slug', maxLength: 80, hint: true }] as const;
const LOCALIZED = [
  { name: 'term', maxLength: 120 },
  { name: 'definition', rows: 4, maxLength: 2000 },
] as const;

/** One dictionary term: its anchor and its name and definition in each language. */
export default function AdminDictionaryTerm() {
  const { term, saved, defaultValue } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('company');
  const { locale, href } = useLocale();
  return (
    <div className="max-w-4xl">
      <AdminPageHeader
        title={term ? term.term[locale] : t('admin.dictionary.new')}
        back={{ to: href('/admin/dictionary'), label: t('admin.dictionary.back') }}
        actions={
          term ? (
            <ContentItemActions publicHref={`${href('/dictionary')}#${term.slug}`} name={term.term[locale]} />
          ) : null
        }
      />
      {saved && !actionData ? (
        <FormAlert tone="success" className="mb-6">
          {t('admin.notices.saved')}
        </FormAlert>
      ) : null}
      <ContentForm
        id="dictionary-term"
        schema={dictionaryTermInputSchema}
        shared={SHARED}
        localized={LOCALIZED}
        defaultValue={defaultValue}
        lastResult={replyOf(actionData)}
        isNew={!term}
      />
    </div>
  );
}
