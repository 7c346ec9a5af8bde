import { Rss, X } from 'lucide-react';
import { Form, Link } from 'react-router';
import type { BlogAuthor, BlogCategory, BlogListQuery } from '../../../contracts/blog.ts';
import { locales } from '../../../contracts/enums.ts';
import { Button } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { ALL_LANGUAGES, type WithListLanguage } from '../../lib/list-language.ts';
import { useLocale } from '../layout/use-locale.ts';

/**
 * Category, author and language of the posts, as a GET form (works without scripts; the list starts
 * again at the newest post). A chosen tag is shown as a chip that can be removed.
 */
export function BlogFilters({
  query,
  categories,
  authors,
}: {
  query: WithListLanguage<BlogListQuery>;
  categories: BlogCategory[];
  authors: BlogAuthor[];
}) {
  const { t } = useTranslation('blog');
  const { locale, href } = useLocale();
  const filtered = Boolean(query.category || query.author || query.language !== locale || query.tag);
  return (
    <Form
      noValidate
      method="get"
      action={href('/blog')}
      role="search"
      aria-label={t('filters.label')}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
    >
      <Select
        id="filter-category"
        name="category"
        label={t('filters.category')}
        placeholder={t('filters.allCategories')}
        defaultValue={query.category ?? ''}
        options={categories.map((c) => ({ value: c.slug, label: c.name }))}
      />
      <Select
        id="filter-author"
        name="author"
        label={t('filters.author')}
        placeholder={t('filters.allAuthors')}
        defaultValue={query.author ?? ''}
        options={authors.map((a) => ({ value: a.slug, label: a.name }))}
      />
      <Select
        id="filter-language"
        name="language"
        label={t('filters.language')}
        defaultValue={query.language}
        options={[
          { value: ALL_LANGUAGES, label: t('filters.allLanguages') },
          ...locales.map((l) => ({ value: l, label: t(`languageName.${l}`) })),
        ]}
      />
      {query.tag ? <input type="hidden" name="tag" value={query.tag} /> : null}
      <Button type="submit" className="sm:col-span-2 lg:col-span-1">
        {t('filters.submit')}
      </Button>
      <div className="flex flex-wrap items-center gap-3 text-sm sm:col-span-2 lg:col-span-4">
        {query.tag ? (
          <Link
            to={href(
              `/blog?${new URLSearchParams(
                Object.entries({
                  category: query.category,
                  author: query.author,
                  language: query.language,
                }).filter((e): e is [string, string] => Boolean(e[1])),
              ).toString()}`,
            )}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800 no-underline ring-1 ring-brand-200 hover:bg-brand-100"
            aria-label={t('filters.removeTag', { tag: query.tag })}
          >
            #{query.tag} <X className="size-3.5" aria-hidden />
          </Link>
        ) : null}
        {filtered ? <Link to={href('/blog')}>{t('filters.reset')}</Link> : null}
        <a
          href={locale === 'sk' ? '/blog/rss.xml' : `/${locale}/blog/rss.xml`}
          className="ml-auto inline-flex items-center gap-1.5 text-slate-700 no-underline hover:text-brand-800"
          type="application/rss+xml"
        >
          <Rss className="size-4 text-orange-600" aria-hidden /> {t('filters.rss')}
        </a>
      </div>
    </Form>
  );
}
