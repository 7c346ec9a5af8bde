import { useActionData, useLoaderData } from 'react-router';
import { AuthorForm, TaxonomyPage } from '../../features/blog/blog-taxonomy-forms.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './admin-blog-authors.server.ts';

export { action, loader } from './admin-blog-authors.server.ts';
export const meta = routeMeta;

/** Blog authors: name, avatar and the description in the three languages. */
export default function AdminBlogAuthors() {
  const { authors, notice } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation('blog');
  const resultOf = (formId: string) =>
    reply && 'formId' in reply && reply.formId === formId ? reply.result : undefined;
  return (
    <TaxonomyPage
      title={t('admin.authors.title')}
      intro={t('admin.authors.intro')}
      notice={notice}
      records={authors.map((a) => ({
        id: a.id,
        name: a.name,
        posts: a.posts,
        form: (
          <AuthorForm
            id={a.id}
            avatarUrl={a.avatarUrl}
            defaultValue={{
              slug: a.slug,
              name: a.name,
              descriptionSk: a.description.sk,
              descriptionEn: a.description.en,
              descriptionDe: a.description.de,
              avatar: a.avatar ?? '',
            }}
            lastResult={resultOf(`author-${a.id}`)}
          />
        ),
      }))}
      newTitle={t('admin.authors.new')}
      newForm={<AuthorForm lastResult={resultOf('author-new')} />}
    />
  );
}
