import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import { signInSchema, type AuthErrorCode } from '../../../contracts/account.ts';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import { localizePath } from '../../../core/shared/locale.ts';
import { postLoginDestination, requireGuest } from '../../features/accounts/guards.server.ts';
import { cookieHeaders } from '../../features/accounts/headers.server.ts';
import { inLanguage, targetCookie, usableTarget } from '../../features/accounts/redirect-target.server.ts';
import { failureErrors, failureStatus } from '../../features/accounts/replies.server.ts';
import type { Route } from './+types/sign-in';

/** `?error=` values of a failed social sign-in that have their own message; others are "unknown". */
const SOCIAL_ERRORS = new Map<string, AuthErrorCode>([
  ['account_exists_password', 'account_exists_password'],
  // better-auth does not link a provider to an account whose e-mail is not confirmed yet.
  ['account_not_linked', 'account_exists_password'],
  ['unsupported_provider', 'unsupported_provider'],
  ['oauth_provider_not_found', 'unsupported_provider'],
]);

/**
 * Why the guest was sent here (`?for=apply|save&job=<id>`, set by the page they left): the job's
 * name for "Sign in to apply for …"; null for a plain visit or an unknown job.
 */
async function signInReason(query: URLSearchParams, context: Route.LoaderArgs['context']) {
  const action = query.get('for');
  const jobId = Number(query.get('job'));
  if ((action !== 'apply' && action !== 'save') || !/^\d{1,9}$/.test(query.get('job') ?? '')) return null;
  try {
    const job = await context.services.jobs.getJob(jobId, context.locale);
    return { action, job: job.name } as const;
  } catch (error) {
    if (hasErrorCode(error, 'NOT_FOUND')) return null;
    throw error;
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireGuest(request, context);
  const { t } = context;
  const url = new URL(request.url);
  const error = url.searchParams.get('error');
  const redirectTo = usableTarget(url.searchParams.get('redirect') ?? url.searchParams.get('redirectTo'));
  const secure = context.publicUrl.startsWith('https://');
  // A page named by the link here (`?redirect=`, e.g. the job to apply for) becomes the stored
  // target, so it also survives a detour through sign-up or a social provider.
  const headers = cookieHeaders(redirectTo ? targetCookie(redirectTo, secure) : null);
  return data(
    {
      providers: context.account?.socialProviders ?? [],
      socialError: error === null ? null : (SOCIAL_ERRORS.get(error) ?? ('unknown' as const)),
      passwordReset: url.searchParams.get('reset') === '1',
      reason: await signInReason(url.searchParams, context),
      redirectTo,
      seo: {
        title: t('account:signIn.metaTitle'),
        description: t('account:signIn.metaDescription'),
        noIndex: true,
      },
    },
    { headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  requireGuest(request, context);
  const formData = await request.formData();
  const secure = context.publicUrl.startsWith('https://');

  if (formData.get('intent') === 'social') {
    const provider = String(formData.get('provider') ?? '');
    if (!context.account.socialProviders.some((p) => p.id === provider)) {
      return data({ socialError: 'unsupported_provider' as AuthErrorCode }, { status: 400 });
    }
    // New social accounts must finish their profile first; that page sends everyone else on to the
    // post-login destination (the stored target, else home), so the provider returns there.
    const outcome = await context.account.signInSocial({
      provider,
      callbackPath: localizePath(context.locale, '/sign-up/finishing'),
      errorPath: localizePath(context.locale, '/sign-in'),
    });
    if (!outcome.ok) {
      return data({ socialError: outcome.code }, { status: failureStatus(outcome.status) });
    }
    const requested = usableTarget(formData.get('redirectTo'));
    return redirect(outcome.url, {
      headers: cookieHeaders(outcome.headers, requested ? targetCookie(requested, secure) : null),
    });
  }

  const submission = parseWithZod(formData, { schema: signInSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 });
  }
  const { email, password, remember, redirectTo } = submission.value;
  const outcome = await context.account.signIn({ email, password, remember });
  if (!outcome.ok) {
    return data(
      {
        result: submission.reply({
          hideFields: ['password'],
          ...failureErrors(outcome.code, { fields: [] }),
        }),
      },
      { status: failureStatus(outcome.status), headers: cookieHeaders(outcome.headers) },
    );
  }
  const destination = postLoginDestination(request, context, { preferred: redirectTo });
  // The portal speaks the account's app language from now on (docs/product/states.md).
  const path = inLanguage(destination.path, outcome.appLanguage);
  return redirect(path, { headers: cookieHeaders(outcome.headers, destination.headers) });
}
