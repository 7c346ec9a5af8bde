import { data, redirect } from 'react-router';
import { linkTokenSchema } from '../../../contracts/newsletter.ts';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import { localizePath } from '../../../core/shared/locale.ts';
import { TOKEN_PAGE_HEADERS } from '../../lib/token-page.ts';
import type { Route } from './+types/newsletter-confirm';

/** The confirmation page: only shows a button, so that opening the link (a mail scanner) confirms nothing. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = linkTokenSchema.safeParse(new URL(request.url).searchParams.get('token') ?? '');
  if (!token.success) throw redirect(`${localizePath(context.locale, '/invalid-link')}?for=newsletter`);
  const { t } = context;
  // A job alert's link names the alert, not the newsletter (ADR 126).
  const kind = await context.services.newsletter.getConfirmationKind(token.data);
  return data(
    {
      token: token.data,
      kind,
      seo: {
        title: t(kind === 'alert' ? 'newsletter:confirm.alertMetaTitle' : 'newsletter:confirm.metaTitle'),
        description: t('newsletter:metaDescription'),
        noIndex: true,
      },
    },
    { headers: TOKEN_PAGE_HEADERS },
  );
}

/**
 * The one click: confirms the token's topics; an expired or tampered token goes to the invalid-link
 * page, and a used one shows only that it was used (410), never the address it confirmed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const token = linkTokenSchema.safeParse((await request.formData()).get('token'));
  if (!token.success) throw redirect(`${localizePath(context.locale, '/invalid-link')}?for=newsletter`);
  try {
    await context.services.rateLimits.limitRate('verifyEmail', `newsletter-confirm:${context.clientIp}`);
    const confirmed = await context.services.newsletter.confirmSubscription(token.data, context.clientIp);
    return data({ confirmed, used: false }, { headers: TOKEN_PAGE_HEADERS });
  } catch (error) {
    if (hasErrorCode(error, 'NOT_FOUND'))
      throw redirect(`${localizePath(context.locale, '/invalid-link')}?for=newsletter`);
    if (hasErrorCode(error, 'LINK_USED'))
      return data({ confirmed: null, used: true }, { status: 410, headers: TOKEN_PAGE_HEADERS });
    if (hasErrorCode(error, 'RATE_LIMITED')) throw data(null, { status: 429 });
    throw error;
  }
}
