import { data, redirect } from 'react-router';
import { linkTokenSchema } from '../../contracts/newsletter.ts';
import { hasErrorCode } from '../../core/shared/app-error.ts';
import { localizePath } from '../../core/shared/locale.ts';
import type { Route } from './+types/newsletter-confirm';

const noStore = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };

/** The confirmation page: only shows a button, so that opening the link (a mail scanner) confirms nothing. */
export function loader({ request, context }: Route.LoaderArgs) {
  const token = linkTokenSchema.safeParse(new URL(request.url).searchParams.get('token') ?? '');
  if (!token.success) throw redirect(`${localizePath(context.locale, '/invalid-link')}?for=newsletter`);
  const { t } = context;
  return data(
    {
      token: token.data,
      seo: {
        title: t('newsletter:confirm.metaTitle'),
        description: t('newsletter:metaDescription'),
        noIndex: true,
      },
    },
    { headers: noStore },
  );
}

/** The one click: confirms the token's topics; an expired or tampered token goes to the invalid-link page. */
export async function action({ request, context }: Route.ActionArgs) {
  const token = linkTokenSchema.safeParse((await request.formData()).get('token'));
  if (!token.success) throw redirect(`${localizePath(context.locale, '/invalid-link')}?for=newsletter`);
  try {
    await context.services.limitRate('verifyEmail', `newsletter-confirm:${context.clientIp}`);
    const confirmed = await context.services.newsletter.confirm(token.data, context.clientIp);
    return data({ confirmed }, { headers: noStore });
  } catch (error) {
    if (hasErrorCode(error, 'NOT_FOUND'))
      throw redirect(`${localizePath(context.locale, '/invalid-link')}?for=newsletter`);
    if (hasErrorCode(error, 'RATE_LIMITED')) throw data(null, { status: 429 });
    throw error;
  }
}
