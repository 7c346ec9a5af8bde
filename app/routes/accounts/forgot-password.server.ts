import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { forgotPasswordSchema } from '../../../contracts/account.ts';
import { requireGuest } from '../../features/accounts/guards.server.ts';
import { cookieHeaders } from '../../features/accounts/headers.server.ts';
import { failureErrors, failureStatus } from '../../features/accounts/replies.server.ts';
import type { Route } from './+types/forgot-password';

export function loader({ request, context }: Route.LoaderArgs) {
  requireGuest(request, context);
  const { t } = context;
  return {
    seo: {
      title: t('account:forgot.metaTitle'),
      description: t('account:forgot.metaDescription'),
      noIndex: true,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireGuest(request, context);
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), sent: null }, { status: 400 });
  }
  const { email } = submission.value;
  const outcome = await context.account.requestPasswordReset({ email, locale: context.locale });
  if (!outcome.ok) {
    // docs/product/errors.md: an unknown address is "invalid e-mail" (under the field); a social-only account and
    // too many requests get their own message above the form.
    return data(
      { result: submission.reply(failureErrors(outcome.code, { fields: ['email'] })), sent: null },
      { status: failureStatus(outcome.status), headers: cookieHeaders(outcome.headers) },
    );
  }
  return data(
    { result: submission.reply({ resetForm: true }), sent: email },
    { headers: cookieHeaders(outcome.headers) },
  );
}
