import { data } from 'react-router';
import { caseStudyInputSchema, serviceInputSchema } from '../../../contracts/company.ts';
import { contentAction } from '../../features/admin/content-action.server.ts';
import { requireAdmin } from '../../features/admin/guard.server.ts';
import { adminRecord } from '../../features/admin/records.server.ts';
import { adminSeo } from '../../features/admin/seo.server.ts';
import type { Route } from './+types/admin-company-item';

const kindOf = (request: Request) =>
  /\/admin\/cases\//.test(new URL(request.url).pathname) ? ('cases' as const) : ('services' as const);

const paragraphs = (list: string[]) => list.join('\n\n');

/** A service or case study to edit (every language), or an empty form at `…/new`. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { t, services } = context;
  const kind = kindOf(request);
  const slug = params.slug ?? '';
  if (slug.length > 80) throw data(null, { status: 404 });
  const admin = services.company.admin;
  let title: string | null = null;
  let defaultValue: Record<string, unknown> = { sortOrder: '0' };
  if (slug !== 'new' && kind === 'services') {
    const item = await adminRecord(() => admin.getCompanyItem('service', slug));
    title = item.title[context.locale];
    defaultValue = {
      ...item,
      sortOrder: String(item.sortOrder),
      body: { sk: paragraphs(item.body.sk), en: paragraphs(item.body.en), de: paragraphs(item.body.de) },
    };
  } else if (slug !== 'new') {
    const item = await adminRecord(() => admin.getCompanyItem('case', slug));
    title = item.title[context.locale];
    defaultValue = {
      ...item,
      sortOrder: String(item.sortOrder),
      technologies: item.technologies.join(', '),
      facts: item.facts.map((f) => [f.value, f.label.sk, f.label.en, f.label.de].join(' | ')).join('\n'),
    };
  }
  return {
    kind,
    slug: slug === 'new' ? null : slug,
    title,
    defaultValue: defaultValue as Record<string, string | Record<string, string>>,
    saved: new URL(request.url).searchParams.get('notice') === 'saved',
    seo: adminSeo(t, title ?? t(`company:admin.${kind}.new`)),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const kind = kindOf(request);
  const slug = params.slug === 'new' ? undefined : params.slug;
  const admin = context.services.company.admin;
  const common = {
    request,
    context,
    remove: slug ? () => admin.deleteCompanyItem(kind === 'services' ? 'service' : 'case', slug) : undefined,
    listPath: `/admin/${kind}`,
    itemPath: (saved: { slug: string }) => `/admin/${kind}/${saved.slug}`,
  };
  return kind === 'services'
    ? contentAction({
        ...common,
        schema: serviceInputSchema,
        save: (input) => admin.saveCompanyItem('service', input, slug),
      })
    : contentAction({
        ...common,
        schema: caseStudyInputSchema,
        save: (input) => admin.saveCompanyItem('case', input, slug),
      });
}
