import { sectionBreadcrumbs } from '../../seo/structured-data.ts';
import type { Route } from './+types/dictionary';

/** Every term in the page's language; `?q=` pre-fills the search (it filters in the browser). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, services, locale } = context;
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 80);
  const terms = await services.dictionary.listDictionaryTerms(locale);
  const pageUrl = context.publicUrl.replace(/\/$/, '') + new URL(request.url).pathname;
  return {
    terms,
    q,
    seo: {
      title: t('company:dictionary.metaTitle'),
      description: t('company:dictionary.metaDescription', { count: terms.length }),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'DefinedTermSet',
          name: t('company:dictionary.title'),
          description: t('company:dictionary.lead'),
          inLanguage: locale,
          hasDefinedTerm: terms.map((term) => ({
            '@type': 'DefinedTerm',
            '@id': `${pageUrl}#${term.slug}`,
            name: term.term,
            description: term.definition,
            termCode: term.slug,
            url: `${pageUrl}#${term.slug}`,
          })),
        },
        sectionBreadcrumbs(context, 'dictionary'),
      ],
    },
  };
}
