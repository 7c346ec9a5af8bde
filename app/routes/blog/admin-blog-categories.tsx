import { useActionData, useLoaderData } from 'react-router';
import { CategoryForm, TaxonomyPage } from '../../features/blog/blog-taxonomy-forms.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './admin-blog-categories.server.ts';

export { action, loader } from './admin-blog-categories.server.ts';
export const meta = routeMeta;

/** Blog categories with their names in the three languages: change, add, delete. */
export default function AdminBlogCategories() {
  const { categories, notice } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation('blog');
  const resultOf = (formId: string) =>
    reply && 'formId' in reply && reply.formId === formId ? reply.result : undefined;
  return (
    <TaxonomyPage
      title={t('admin.categories.title')}
      intro={t('admin.categories.intro')}
      notice={notice}
      records={categories.map((c) => ({
        id: c.id,
        name: c.name.sk,
        posts: c.posts,
        form: (
          <CategoryForm
            id={c.id}
            defaultValue={{ slug: c.slug, nameSk: c.name.sk, nameEn: c.name.en, nameDe: c.name.de }}
            lastResult={resultOf(`category-${c.id}`)}
          />
        ),
      }))}
      newTitle={t('admin.categories.new')}
      newForm={<CategoryForm lastResult={resultOf('category-new')} />}
    />
  );
}
