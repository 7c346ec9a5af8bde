import type { Route } from './+types/cases';

/** Every case study in the page's language. */
export async function loader({ context }: Route.LoaderArgs) {
  const { t, services, locale } = context;
  return {
    cases: await services.company.listCaseStudies(locale),
    seo: { title: t('company:cases.metaTitle'), description: t('company:cases.metaDescription') },
  };
}
