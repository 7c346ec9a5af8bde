import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import { finishSignUpSchema } from '../../../contracts/account.ts';
import { postLoginDestination, requireUser } from '../../features/accounts/guards.server.ts';
import { cookieHeaders } from '../../features/accounts/headers.server.ts';
import { profileFormOptions } from '../../features/accounts/profile-options.server.ts';
import { failureErrors, failureStatus } from '../../features/accounts/replies.server.ts';
import type { Route } from './+types/finish-sign-up';

/** First and last name from a social account's display name. */
function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { session } = requireUser(request, context, { allowUnfinishedSignup: true });
  if (session.signupFinished) {
    // Also the landing page of every social sign-in: finished accounts go straight on.
    const destination = postLoginDestination(request, context);
    throw redirect(destination.path, { headers: destination.headers });
  }
  const { t } = context;
  return {
    options: await profileFormOptions(request, context),
    name: splitName(session.user.name),
    email: session.user.email,
    seo: {
      title: t('account:finish.metaTitle'),
      description: t('account:finish.metaDescription'),
      noIndex: true,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session } = requireUser(request, context, { allowUnfinishedSignup: true });
  if (session.signupFinished) {
    const destination = postLoginDestination(request, context);
    return redirect(destination.path, { headers: destination.headers });
  }
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: finishSignUpSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const outcome = await context.account.finishSignUp(submission.value);
  if (!outcome.ok) {
    return data(
      {
        result: submission.reply(
          failureErrors(outcome.code, { fields: [], fieldErrors: outcome.fieldErrors }),
        ),
      },
      { status: failureStatus(outcome.status), headers: cookieHeaders(outcome.headers) },
    );
  }
  const destination = postLoginDestination(request, context, { signupFinished: true });
  return redirect(destination.path, { headers: cookieHeaders(outcome.headers, destination.headers) });
}
