import type { Route } from './+types/services';

/** The parent company's services and the first case studies, in the page's language. */
export async function loader({ context }: Route.LoaderArgs) {
  const { t, services, locale } = context;
  const [items, cases] = await Promise.all([
    services.company.listServices(locale),
    services.company.listCaseStudies(locale),
  ]);
  return {
    services: items,
    cases: cases.slice(0, 3),
    seo: { title: t('company:services.metaTitle'), description: t('company:services.metaDescription') },
  };
}
