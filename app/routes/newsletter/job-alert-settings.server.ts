import { data, redirect } from 'react-router';
import { jobAlertSettingsFormSchema, linkTokenSchema } from '../../../contracts/newsletter.ts';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import { localizePath } from '../../../core/shared/locale.ts';
import { TOKEN_PAGE_HEADERS } from '../../lib/token-page.ts';
import type { Route } from './+types/job-alert-settings';

const invalidLink = (locale: Route.LoaderArgs['context']['locale']) =>
  `${localizePath(locale, '/invalid-link')}?for=newsletter`;

/**
 * `/newsletter/alert?token=` (ADR 126): one job alert's settings by the token of its e-mails, for
 * subscribers with or without an account. A forged or unknown token goes to the invalid-link page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = context;
  const seo = {
    title: t('newsletter:alertSettings.metaTitle'),
    description: t('newsletter:metaDescription'),
    noIndex: true,
  };
  const query = new URL(request.url).searchParams;
  // After "delete": the alert and its token are gone; the page says so (it names nothing).
  if (query.get('deleted') === '1' && !query.has('token'))
    return data({ token: null, view: null, deleted: true, seo }, { headers: TOKEN_PAGE_HEADERS });
  const token = linkTokenSchema.safeParse(query.get('token') ?? '');
  if (!token.success) throw redirect(invalidLink(context.locale));
  const view = await context.services.newsletter.getJobAlertSettings(token.data).catch((error: unknown) => {
    if (hasErrorCode(error, 'NOT_FOUND')) throw redirect(invalidLink(context.locale));
    throw error;
  });
  return data({ token: token.data, view, deleted: false, seo }, { headers: TOKEN_PAGE_HEADERS });
}

/**
 * The page's buttons: how often, pause or resume, delete — each a POST with the token, no session.
 * A forged token goes to the invalid-link page; a bad intent or frequency is a 400.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = Object.fromEntries(await request.formData());
  if (!linkTokenSchema.safeParse(fields.token).success) throw redirect(invalidLink(context.locale));
  const form = jobAlertSettingsFormSchema.safeParse(fields);
  if (!form.success || (form.data.intent === 'frequency' && !form.data.frequency))
    throw data(null, { status: 400, headers: TOKEN_PAGE_HEADERS });
  const { token, intent, frequency } = form.data;
  try {
    await context.services.rateLimits.limitRate('verifyEmail', `alert-settings:${context.clientIp}`);
    const result = await context.services.newsletter.changeJobAlertSettings(token, intent, frequency);
    if (result.deleted)
      return redirect(`${localizePath(context.locale, '/newsletter/alert')}?deleted=1`, {
        headers: TOKEN_PAGE_HEADERS,
      });
    return data({ view: result.view, done: intent }, { headers: TOKEN_PAGE_HEADERS });
  } catch (error) {
    if (hasErrorCode(error, 'NOT_FOUND')) throw redirect(invalidLink(context.locale));
    if (hasErrorCode(error, 'RATE_LIMITED')) throw data(null, { status: 429, headers: TOKEN_PAGE_HEADERS });
    throw error;
  }
}
