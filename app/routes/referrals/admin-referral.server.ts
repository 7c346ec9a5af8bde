import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { referralUpdateSchema } from '../../../contracts/admin.ts';
import { requireAdmin } from '../../features/admin/guard.server.ts';
import { adminRecord } from '../../features/admin/records.server.ts';
import { adminSeo } from '../../features/admin/seo.server.ts';
import type { Route } from './+types/admin-referral';

export async function loader({ params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const referral = await adminRecord(() =>
    context.services.referrals.admin.getReferral(params.id.slice(0, 64)),
  );
  const { t } = context;
  return {
    referral,
    seo: adminSeo(
      t,
      t('admin:referral.metaTitle', { name: referral.candidateName ?? referral.referrerName }),
    ),
  };
}

/** Sets the status, the worked months and days and the project length; the commission follows. */
export async function action({ request, params, context }: Route.ActionArgs) {
  requireAdmin(context);
  const submission = parseWithZod(await request.formData(), { schema: referralUpdateSchema });
  if (submission.status !== 'success')
    return data({ result: submission.reply(), saved: false }, { status: 400 });
  await adminRecord(() =>
    context.services.referrals.admin.updateReferral(params.id.slice(0, 64), submission.value),
  );
  return { result: submission.reply(), saved: true };
}
