import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { changeEmailSchema, type AuthErrorCode } from '../../../contracts/account.ts';
import { requireUser } from '../../features/accounts/guards.server.ts';
import { failureStatus } from '../../features/accounts/replies.server.ts';
import { settingsIntents } from '../../features/accounts/settings/protocol.ts';
import {
  linkedProviders,
  passwordPrompt,
  promptPassword,
  runSensitive,
  socialReturnError,
  startSocialReauth,
} from '../../features/accounts/settings/reauth.server.ts';
import type { Route } from './+types/profile-email';

const PATH = '/profile/email';

export function loader({ request, context }: Route.LoaderArgs) {
  const { session, user } = requireUser(request, context);
  const { t } = context;
  return {
    email: user.email,
    verified: user.emailVerified,
    hasPassword: session.hasPassword,
    fresh: session.fresh,
    providers: linkedProviders(context),
    socialError: socialReturnError(request),
    seo: { title: t('profile:email.metaTitle'), description: t('profile:meta.description'), noIndex: true },
  };
}

/** Field errors of the new address for the gateway's codes that concern it. */
const NEW_EMAIL_CODES = new Set<AuthErrorCode>(['email_exists', 'same_email', 'account_exists_password']);

/**
 * `change-email`: asks for the change with `changeEmail`. A session older than 10 minutes gets
 * `recent_login_required`: password accounts see the password prompt, which posts the same intent
 * and `newEmail` with `password`; the action then re-authenticates and changes in one request.
 * `reauthenticate-social`: a social-only account signs in with its provider again first.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { session } = requireUser(request, context);
  const formData = await request.formData();
  const none = { prompt: null, sentTo: null, socialReauth: false, socialError: null };

  if (formData.get('intent') === settingsIntents.socialReauth) {
    const started = await startSocialReauth(context, formData, PATH);
    if (started.ok) return started.response;
    return data(
      { ...none, result: null, socialReauth: true, socialError: started.code },
      { status: failureStatus(started.status) },
    );
  }

  const submission = parseWithZod(formData, { schema: changeEmailSchema });
  const hide = { hideFields: ['password'] };
  if (submission.status !== 'success') {
    return data({ ...none, result: submission.reply(hide) }, { status: 400 });
  }
  const { newEmail } = submission.value;
  const password = promptPassword(formData);
  if (password === '') {
    return data(
      {
        ...none,
        result: submission.reply(hide),
        prompt: passwordPrompt(settingsIntents.changeEmail, { newEmail }, 'required'),
      },
      { status: 400 },
    );
  }
  const outcome = await runSensitive(context, { password, reauthenticate: 'always' }, () =>
    context.account.changeEmail({ newEmail }),
  );
  if (outcome.ok) {
    return data(
      { ...none, result: submission.reply({ resetForm: true }), sentTo: newEmail },
      { headers: outcome.headers },
    );
  }
  const status = failureStatus(outcome.status);
  const needsPrompt = outcome.step === 'reauthenticate' || outcome.code === 'recent_login_required';
  if (needsPrompt && session.hasPassword) {
    return data(
      {
        ...none,
        result: submission.reply(hide),
        prompt: passwordPrompt(
          settingsIntents.changeEmail,
          { newEmail },
          outcome.step === 'reauthenticate' ? outcome.code : null,
        ),
      },
      { status, headers: outcome.headers },
    );
  }
  if (outcome.code === 'recent_login_required') {
    return data(
      { ...none, result: submission.reply(hide), socialReauth: true },
      { status, headers: outcome.headers },
    );
  }
  const error = `auth.errors.${outcome.code}`;
  return data(
    {
      ...none,
      result: submission.reply(
        NEW_EMAIL_CODES.has(outcome.code)
          ? { ...hide, fieldErrors: { newEmail: [error] } }
          : { ...hide, formErrors: [error] },
      ),
    },
    { status, headers: outcome.headers },
  );
}
