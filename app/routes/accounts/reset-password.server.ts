import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { resetPasswordSchema } from '../../../contracts/account.ts';
import { localizePath } from '../../../core/shared/locale.ts';
import { requireGuest } from '../../features/accounts/guards.server.ts';
import { cookieHeaders, redirectWithCookies } from '../../features/accounts/headers.server.ts';
import { failureErrors, failureStatus } from '../../features/accounts/replies.server.ts';
import type { Route } from './+types/reset-password';

export function loader({ request, context }: Route.LoaderArgs) {
  requireGuest(request, context);
  const { t } = context;
  const token = new URL(request.url).searchParams.get('token')?.trim() || null;
  return {
    token: token && token.length <= 200 ? token : null,
    seo: {
      title: t('account:reset.metaTitle'),
      description: t('account:reset.metaDescription'),
      noIndex: true,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireGuest(request, context);
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  if (submission.status !== 'success') {
    if (submission.error?.token) return data({ invalidLink: true, result: null }, { status: 400 });
    return data(
      { invalidLink: false, result: submission.reply({ hideFields: ['password', 'confirmPassword'] }) },
      { status: 400 },
    );
  }
  const { token, password } = submission.value;
  const outcome = await context.account.resetPassword({ token, password });
  if (!outcome.ok) {
    if (outcome.code === 'invalid_link') {
      return data(
        { invalidLink: true, result: null },
        { status: 400, headers: cookieHeaders(outcome.headers) },
      );
    }
    return data(
      {
        invalidLink: false,
        result: submission.reply({
          hideFields: ['password', 'confirmPassword'],
          ...failureErrors(outcome.code, { fields: ['password'] }),
        }),
      },
      { status: failureStatus(outcome.status), headers: cookieHeaders(outcome.headers) },
    );
  }
  return redirectWithCookies(`${localizePath(context.locale, '/sign-in')}?reset=1`, outcome.headers);
}
