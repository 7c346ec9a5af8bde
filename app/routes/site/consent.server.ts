import { data, redirect } from 'react-router';
import { localizePath } from '../../../core/shared/locale.ts';
import { safeRedirectPath } from '../../features/accounts/redirect-target.server.ts';
import {
  CONSENT_COOKIE,
  consentCookieAttributes,
  consentValue,
} from '../../features/layout/consent-cookie.ts';
import type { Route } from './+types/consent';

/**
 * Stores the cookie-consent choice (`analytics=1` accepts all, anything else keeps necessary
 * cookies only) and returns to the page the banner was on. Other sites cannot post here (the
 * origin check refuses them).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const type = request.headers.get('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    throw data(null, { status: 415 });
  }
  const form = await request.formData().catch(() => null);
  if (!form) throw data(null, { status: 400 });
  const analytics = form.get('analytics') === '1';
  const back = safeRedirectPath(form.get('redirectTo')) ?? localizePath(context.locale, '/');
  const secure = context.publicUrl.startsWith('https://');
  const cookie = `${CONSENT_COOKIE}=${consentValue(analytics, context.locale, crypto.randomUUID())}${consentCookieAttributes(secure)}`;
  return redirect(back, { status: 303, headers: { 'set-cookie': cookie } });
}
