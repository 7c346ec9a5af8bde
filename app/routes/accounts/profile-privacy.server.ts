import { data, redirect } from 'react-router';
import { hasErrorCode } from '../../../core/shared/app-error.ts';
import { localizePath } from '../../../core/shared/locale.ts';
import { requireUser } from '../../features/accounts/guards.server.ts';
import type { ConsentView } from '../../features/accounts/settings/privacy-consents.tsx';
import type { Route } from './+types/profile-privacy';

const iso = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/**
 * The consents of `exportMyData`, one per purpose (the newest record; applying twice gives the same
 * consent twice), newest first, with their state today.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireUser(request, context);
  const [exported, recruiters] = await Promise.all([
    context.services.accounts.exportMyData(user.id),
    context.services.recruiters.getRecruiterVisibility(user.id),
  ]);
  const now = Date.now();
  const consents: ConsentView[] = exported.consents
    .map((c) => {
      const expiresAt = iso(c.expiresAt);
      const withdrawnAt = iso(c.withdrawnAt);
      const state: ConsentView['state'] = withdrawnAt
        ? 'withdrawn'
        : expiresAt && Date.parse(expiresAt) <= now
          ? 'expired'
          : 'active';
      return {
        purpose: c.purpose,
        textVersion: c.textVersion,
        grantedAt: iso(c.grantedAt)!,
        expiresAt,
        withdrawnAt,
        state,
      };
    })
    .sort((a, b) => b.grantedAt.localeCompare(a.grantedAt))
    .filter((consent, i, all) => all.findIndex((c) => c.purpose === consent.purpose) === i);
  const { t } = context;
  const params = new URL(request.url).searchParams;
  return {
    consents,
    recruiters,
    /** Whether the profile can have the switch: only a candidate profile has a CV recruiters can match. */
    hasProfile: exported.profile !== null,
    recruitersSaved: params.get('recruiters'),
    withdrawn: params.get('withdrawn') === '1',
    seo: { title: t('profile:privacy.metaTitle'), description: t('profile:meta.description'), noIndex: true },
  };
}

/**
 * Withdraws the consent of the posted `purpose` and comes back to the list; or (`intent=recruiters`)
 * turns "let the company's recruiters find me" on or off (ADR 122).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(request, context);
  const form = await request.formData();
  if (form.get('intent') === 'recruiters') {
    const enabled = form.get('enabled') === 'on';
    try {
      await context.services.recruiters.setRecruiterVisibility(user.id, enabled, context.clientIp);
    } catch (error) {
      if (hasErrorCode(error, 'FORBIDDEN')) throw data(null, { status: 403 });
      throw error;
    }
    return redirect(
      `${localizePath(context.locale, '/profile/privacy')}?recruiters=${enabled ? 'on' : 'off'}`,
    );
  }
  try {
    await context.services.accounts.withdrawConsent(user.id, String(form.get('purpose') ?? ''));
  } catch (error) {
    if (hasErrorCode(error, 'VALIDATION_FAILED')) throw data(null, { status: 400 });
    throw error;
  }
  return redirect(`${localizePath(context.locale, '/profile/privacy')}?withdrawn=1`);
}
