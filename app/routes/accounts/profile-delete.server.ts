import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import { localizePath } from '../../../core/shared/locale.ts';
import { requireUser } from '../../features/accounts/guards.server.ts';
import { cookieHeaders } from '../../features/accounts/headers.server.ts';
import { failureStatus } from '../../features/accounts/replies.server.ts';
import { settingsIntents } from '../../features/accounts/settings/protocol.ts';
import {
  linkedProviders,
  runSensitive,
  socialReturnError,
  startSocialReauth,
} from '../../features/accounts/settings/reauth.server.ts';
import { deleteSocialSchema, deleteWithPasswordSchema } from '../../features/accounts/settings/schemas.ts';
import type { Route } from './+types/profile-delete';

const PATH = '/profile/delete';

export function loader({ request, context }: Route.LoaderArgs) {
  const { session } = requireUser(request, context);
  const { t } = context;
  return {
    hasPassword: session.hasPassword,
    fresh: session.fresh,
    providers: linkedProviders(context),
    socialError: socialReturnError(request),
    seo: { title: t('profile:delete.metaTitle'), description: t('profile:meta.description'), noIndex: true },
  };
}

/**
 * `delete-account` with `deleteAccount`, then the `account-deleted` page with the cookies that sign
 * out. Password accounts type their password, which also re-authenticates an older session in the
 * same request. Social-only accounts need a fresh session: `reauthenticate-social` signs in with
 * their provider again and comes back here.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { session } = requireUser(request, context);
  const formData = await request.formData();
  const none = { result: null, socialReauth: false, socialError: null };

  if (formData.get('intent') === settingsIntents.socialReauth) {
    const started = await startSocialReauth(context, formData, PATH);
    if (started.ok) return started.response;
    return data(
      { ...none, socialReauth: true, socialError: started.code },
      { status: failureStatus(started.status) },
    );
  }

  const submission = parseWithZod(formData, {
    schema: session.hasPassword ? deleteWithPasswordSchema : deleteSocialSchema,
  });
  const hide = { hideFields: ['password'] };
  if (submission.status !== 'success') {
    return data({ ...none, result: submission.reply(hide) }, { status: 400 });
  }
  const password = session.hasPassword ? submission.value.password : undefined;
  const outcome = await runSensitive(context, { password, reauthenticate: 'stale' }, () =>
    context.account.deleteAccount({ password }),
  );
  if (outcome.ok) {
    return redirect(localizePath(context.locale, '/account-deleted'), {
      headers: cookieHeaders(outcome.headers),
    });
  }
  const status = failureStatus(outcome.status);
  if (outcome.code === 'recent_login_required' && !session.hasPassword) {
    return data(
      { ...none, result: submission.reply(hide), socialReauth: true },
      { status, headers: outcome.headers },
    );
  }
  const wrong = outcome.code === 'wrong_password' || outcome.code === 'invalid_credentials';
  return data(
    {
      ...none,
      result: submission.reply(
        wrong && session.hasPassword
          ? { ...hide, fieldErrors: { password: ['auth.errors.wrong_password'] } }
          : { ...hide, formErrors: [`auth.errors.${outcome.code}`] },
      ),
    },
    { status, headers: outcome.headers },
  );
}
