import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { changePasswordSchema, type AuthErrorCode } from '../../../contracts/account.ts';
import { requireUser } from '../../features/accounts/guards.server.ts';
import { failureStatus } from '../../features/accounts/replies.server.ts';
import { linkedProviders, runSensitive } from '../../features/accounts/settings/reauth.server.ts';
import type { Route } from './+types/profile-password';

export function loader({ request, context }: Route.LoaderArgs) {
  const { session } = requireUser(request, context);
  const { t } = context;
  return {
    hasPassword: session.hasPassword,
    providers: linkedProviders(context),
    seo: {
      title: t('profile:password.metaTitle'),
      description: t('profile:meta.description'),
      noIndex: true,
    },
  };
}

/** Where a gateway code belongs: the field it concerns and its message (keys of `common`). */
const FIELD_OF: Partial<Record<AuthErrorCode, { field: string; message: string }>> = {
  wrong_password: { field: 'currentPassword', message: 'auth.errors.wrong_password' },
  invalid_credentials: { field: 'currentPassword', message: 'auth.errors.wrong_password' },
  weak_password: { field: 'newPassword', message: 'auth.errors.weak_password' },
  common_password: { field: 'newPassword', message: 'validation.commonPassword' },
};

const ALL_PASSWORDS = ['currentPassword', 'newPassword', 'confirmPassword'];

/**
 * `change-password` with `changePassword`. The session must be fresh; an older one is made fresh
 * with the current password the form asks for anyway (the password prompt's re-authentication,
 * without asking twice). The server signs every other session out and renews this one's cookie.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { session } = requireUser(request, context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: changePasswordSchema });
  const hide = { hideFields: ALL_PASSWORDS };
  if (submission.status !== 'success') {
    return data({ result: submission.reply(hide), changed: false }, { status: 400 });
  }
  if (!session.hasPassword) {
    return data(
      { result: submission.reply({ ...hide, formErrors: ['auth.errors.social_only'] }), changed: false },
      { status: 400 },
    );
  }
  const { currentPassword, newPassword } = submission.value;
  const outcome = await runSensitive(context, { password: currentPassword, reauthenticate: 'stale' }, () =>
    context.account.changePassword({ currentPassword, newPassword }),
  );
  if (outcome.ok) {
    return data(
      { result: submission.reply({ resetForm: true }), changed: true },
      { headers: outcome.headers },
    );
  }
  const mapped = FIELD_OF[outcome.code];
  return data(
    {
      result: submission.reply(
        mapped
          ? { ...hide, fieldErrors: { [mapped.field]: [mapped.message] } }
          : { ...hide, formErrors: [`auth.errors.${outcome.code}`] },
      ),
      changed: false,
    },
    { status: failureStatus(outcome.status), headers: outcome.headers },
  );
}
