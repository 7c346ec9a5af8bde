import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import { SIGNED_UP_PARAM } from '../../features/accounts/signed-up-notice.tsx';
import { signUpSchema } from '../../../contracts/account.ts';
import { avatarProblem } from '../../features/accounts/avatar.ts';
import { postLoginDestination, requireGuest } from '../../features/accounts/guards.server.ts';
import { cookieHeaders } from '../../features/accounts/headers.server.ts';
import { profileFormOptions } from '../../features/accounts/profile-options.server.ts';
import { failureErrors, failureStatus } from '../../features/accounts/replies.server.ts';
import type { Route } from './+types/sign-up';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireGuest(request, context);
  const { t } = context;
  return {
    options: await profileFormOptions(request, context),
    providers: context.account?.socialProviders ?? [],
    seo: {
      title: t('account:signUp.metaTitle'),
      description: t('account:signUp.metaDescription'),
      noIndex: true,
    },
  };
}

/** The uploaded photo, or undefined when none was chosen (an empty file part). */
function avatarOf(formData: FormData): File | undefined {
  const value = formData.get('avatar');
  return value instanceof File && value.size > 0 ? value : undefined;
}

export async function action({ request, context }: Route.ActionArgs) {
  requireGuest(request, context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: signUpSchema });
  const avatar = avatarOf(formData);
  // The declared type and size first; the gateway checks the content.
  const problem = avatarProblem(avatar);
  if (submission.status !== 'success' || problem) {
    return data(
      {
        result: submission.reply({
          hideFields: ['password'],
          ...(problem ? { fieldErrors: { avatar: [problem] } } : {}),
        }),
      },
      { status: 400 },
    );
  }
  const outcome = await context.account.signUp(submission.value, avatar);
  if (!outcome.ok) {
    return data(
      {
        result: submission.reply({
          hideFields: ['password'],
          ...failureErrors(outcome.code, {
            fields: ['email', 'password', 'avatar'],
            fieldErrors: outcome.fieldErrors,
          }),
        }),
      },
      { status: failureStatus(outcome.status), headers: cookieHeaders(outcome.headers) },
    );
  }
  const destination = postLoginDestination(request, context, { signupFinished: true });
  // The page it lands on says where the confirmation link went, and sends it again.
  const landing = new URL(destination.path, 'http://site.invalid');
  landing.searchParams.set(SIGNED_UP_PARAM, '1');
  return redirect(landing.pathname + landing.search + landing.hash, {
    headers: cookieHeaders(outcome.headers, destination.headers),
  });
}
