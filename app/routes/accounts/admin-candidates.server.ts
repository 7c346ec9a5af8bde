import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { z } from 'zod';
import { blacklistInputSchema } from '../../../contracts/admin.ts';
import { requireAdmin } from '../../features/admin/guard.server.ts';
import { adminRecord, enumParam, pageParam, queryParam } from '../../features/admin/records.server.ts';
import { adminSeo } from '../../features/admin/seo.server.ts';
import type { Route } from './+types/admin-candidates';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const query = queryParam(params);
  const filter = enumParam(params, 'filter', ['blacklisted'] as const);
  const page = pageParam(params);
  const [candidates, enums] = await Promise.all([
    context.services.accounts.admin.listCandidates({
      query,
      page,
      blacklistedOnly: filter === 'blacklisted',
    }),
    context.services.catalog.listEnums(context.locale),
  ]);
  const { t } = context;
  return {
    candidates,
    professions: Object.fromEntries(enums.professions.map((p) => [p.value, p.displayString])),
    query,
    filter,
    seo: adminSeo(t, t('admin:candidates.metaTitle')),
  };
}

const schema = blacklistInputSchema.extend({ userId: z.string().trim().min(1).max(64) });

/** Puts a candidate on the blacklist or takes them off it. */
export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== 'success') return data({ changed: null }, { status: 400 });
  const { userId, blacklisted } = submission.value;
  await adminRecord(() => context.services.accounts.admin.setCandidateBlacklist(userId, blacklisted));
  return { changed: { userId, blacklisted } };
}
