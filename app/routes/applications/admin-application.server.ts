import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { applicationStatusInputSchema } from '../../../contracts/admin.ts';
import { requireAdmin } from '../../features/admin/guard.server.ts';
import { adminRecord, parseId } from '../../features/admin/records.server.ts';
import { adminSeo } from '../../features/admin/seo.server.ts';
import type { Route } from './+types/admin-application';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const application = await adminRecord(() =>
    context.services.applications.admin.getApplication(parseId(params.id)),
  );
  const { t } = context;
  const clientCv = context.services.clientCv.admin;
  const requested = new URL(request.url).searchParams.get('clientCv');
  return {
    application,
    /** The anonymised client CV of the applicant (ADR 112); none for a deleted account. */
    clientCv: application.userId
      ? {
          consent: await clientCv.getClientCvConsent(application.userId),
          generations: await clientCv.listClientCvGenerations(application.userId),
          requested:
            requested === 'sent' || requested === 'given' ? (requested as 'sent' | 'given') : undefined,
        }
      : null,
    seo: adminSeo(
      t,
      t('admin:application.metaTitle', { name: `${application.firstName} ${application.lastName}` }),
    ),
  };
}

/** Moves the application to the status chosen in the pipeline form. */
export async function action({ request, params, context }: Route.ActionArgs) {
  requireAdmin(context);
  const id = parseId(params.id);
  const submission = parseWithZod(await request.formData(), { schema: applicationStatusInputSchema });
  if (submission.status !== 'success')
    return data({ result: submission.reply(), changed: false, notified: false }, { status: 400 });
  // The box is checked by default; an unchecked box sends nothing.
  const moved = await adminRecord(() =>
    context.services.applications.admin.moveApplication(
      id,
      submission.value.status,
      submission.value.notify === true,
    ),
  );
  return { result: submission.reply(), changed: true, notified: moved.notified };
}
