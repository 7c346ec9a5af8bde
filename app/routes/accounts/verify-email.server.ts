import { data } from 'react-router';
import { postLoginDestination } from '../../features/accounts/guards.server.ts';
import { cookieHeaders } from '../../features/accounts/headers.server.ts';
import type { Route } from './+types/verify-email';

/** The link of the confirmation e-mail: confirms the address (or a changed one) from its token. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = context;
  const seo = {
    title: t('account:verify.metaTitle'),
    description: t('account:verify.metaDescription'),
    noIndex: true,
  };
  const token = new URL(request.url).searchParams.get('token')?.trim();
  if (!token || token.length > 500) return data({ verified: false, continueTo: null, seo }, { status: 400 });
  const outcome = await context.account.verifyEmail({ token });
  if (!outcome.ok) {
    return data(
      { verified: false, continueTo: null, seo },
      {
        status: outcome.code === 'invalid_link' ? 400 : outcome.status,
        headers: cookieHeaders(outcome.headers),
      },
    );
  }
  // Continue to the page that was waiting for the confirmation, else the profile.
  const destination = postLoginDestination(request, context, { fallback: '/profile' });
  return data(
    { verified: true, continueTo: destination.path, seo },
    { headers: cookieHeaders(outcome.headers, destination.headers) },
  );
}
