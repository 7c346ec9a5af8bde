import { requireUser } from '../features/account/guards.server.ts';
import type { ConsentView } from '../features/account/settings/privacy-consents.tsx';
import type { Route } from './+types/profile-privacy';

const iso = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** The consent records of `exportMyData`, newest first, with their state today. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireUser(request, context);
  const exported = await context.services.exportMyData(user.id);
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
    .sort((a, b) => b.grantedAt.localeCompare(a.grantedAt));
  const { t } = context;
  return {
    consents,
    seo: { title: t('profile:privacy.metaTitle'), description: t('profile:meta.description'), noIndex: true },
  };
}
