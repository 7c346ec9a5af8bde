import { data, redirect } from 'react-router';
import { referralFormSchema } from '../../../contracts/referrals.ts';
import { handlePublicForm } from '../../lib/public-forms/form-action.server.ts';
import type { Route } from './+types/referral-form';

/** The job of `referral/form/:id`: published, else 404. */
async function jobOf(params: { id?: string | undefined }, context: Route.LoaderArgs['context']) {
  if (params.id === undefined) return null;
  if (!/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 });
  const job = await context.services.referrals.findReferralJob(Number(params.id));
  if (!job) throw data(null, { status: 404 });
  return { id: job.id, name: job.name, city: job.city };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const job = await jobOf(params, context);
  const user = context.account?.session?.user;
  const { t } = context;
  return {
    job,
    sent: new URL(request.url).searchParams.get('sent') === '1',
    signedIn: Boolean(user),
    /** Referring from the profile needs a verified e-mail (docs/product/states.md): the dialog instead of the form. */
    verifyEmail: user && !user.emailVerified ? user.email : null,
    defaults: user ? { referrerName: user.name, referrerEmail: user.email } : {},
    seo: {
      title: job
        ? t('forms:referralForm.metaTitleJob', { name: job.name })
        : t('forms:referralForm.metaTitle'),
      description: t('forms:referralForm.metaDescription'),
      ...(job ? { noIndex: true } : {}),
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await jobOf(params, context);
  const user = context.account?.session?.user;
  // The form is not shown to an unverified account; a post anyway comes back to the dialog.
  if (user && !user.emailVerified) return redirect(new URL(request.url).pathname);
  return handlePublicForm({
    request,
    context,
    schema: referralFormSchema,
    form: 'referral',
    submit: (input) =>
      context.services.referrals.submitReferral({
        input: { ...input, ...(params.id ? { jobId: Number(params.id) } : { jobId: undefined }) },
        referrerUserId: context.account?.session?.user.id,
        locale: context.locale,
        ipAddress: context.clientIp,
      }),
  });
}
