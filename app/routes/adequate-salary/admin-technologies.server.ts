import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { technologyCategories, technologyCategoryUpdateSchema } from '../../../contracts/questionnaire.ts';
import { requireAdmin } from '../../features/admin/guard.server.ts';
import type { Route } from './+types/admin-technologies';

/** Every technology with its category and bonus, filtered by name and category (admins only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { t, services } = context;
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 80);
  const category = technologyCategories.find((c) => c === url.searchParams.get('category')) ?? '';
  const all = await services.adequateSalary.listTechnologyCategories();
  const needle = q.toLocaleLowerCase();
  return {
    q,
    category,
    rows: all.filter(
      (r) =>
        (!needle || r.name.toLocaleLowerCase().includes(needle)) && (!category || r.category === category),
    ),
    seo: {
      title: t('questionnaire:admin.technologies.title'),
      description: t('questionnaire:admin.meta'),
      noIndex: true,
    },
  };
}

/** Saves one technology's category and bonus. */
export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  const submission = parseWithZod(await request.formData(), { schema: technologyCategoryUpdateSchema });
  if (submission.status !== 'success')
    return data({ ok: false as const, result: submission.reply(), saved: null }, { status: 400 });
  const { id, category, bonus } = submission.value;
  const row = await context.services.adequateSalary.admin.updateTechnologyCategory(id, category, bonus);
  return { ok: true as const, result: submission.reply(), saved: row };
}
