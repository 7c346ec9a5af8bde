import type { NotificationSettings, updateProfileSchema } from '../../contracts/account.ts';
import type { Locale } from '../../contracts/enums.ts';
import type { z } from 'zod';
import { exportMyData } from '../../core/accounts/export-my-data.ts';
import { getAvatar } from '../../core/accounts/get-avatar.ts';
import { getCandidateProfile } from '../../core/accounts/get-candidate-profile.ts';
import { getCvSettings } from '../../core/accounts/get-cv-settings.ts';
import { listAdminUsers } from '../../core/accounts/list-admin-users.ts';
import { listAuthEvents } from '../../core/accounts/list-auth-events.ts';
import { listCandidates } from '../../core/accounts/list-candidates.ts';
import { requireVerifiedEmail } from '../../core/accounts/require-verified-email.ts';
import { setAppLanguage } from '../../core/accounts/set-app-language.ts';
import { setCandidateBlacklist } from '../../core/accounts/set-candidate-blacklist.ts';
import { updateCandidateProfile } from '../../core/accounts/update-candidate-profile.ts';
import { updateNotificationSettings } from '../../core/accounts/update-notification-settings.ts';
import { withdrawConsent } from '../../core/accounts/withdraw-consent.ts';
import { syncProfileSubscriptions } from '../../core/newsletter/sync-profile-subscriptions.ts';
import type { ServiceContext } from './context.ts';

/**
 * A user's own account (profile, settings, language, consents, data export) and, for admins, the
 * candidates, the admin accounts and the sign-in audit log. Signing in and out is better-auth's
 * (server/accounts.ts).
 */
export function createAccountsServices({ db, files }: ServiceContext) {
  return {
    getCandidateProfile: (userId: string) => getCandidateProfile({ db, userId }),
    updateCandidateProfile: (userId: string, changes: z.output<typeof updateProfileSchema>) =>
      updateCandidateProfile({ db, userId, changes }),
    /** The profile's newsletter switches; the subscriptions of the account's address follow them. */
    updateNotificationSettings: async (userId: string, settings: NotificationSettings) => {
      const changed = await updateNotificationSettings({ db, userId, settings });
      if (Object.keys(changed).length) await syncProfileSubscriptions({ db, userId });
      return changed;
    },
    setAppLanguage: (userId: string, language: Locale) => setAppLanguage({ db, userId, language }),
    exportMyData: (userId: string) => exportMyData({ db, userId }),
    getCvSettings: (userId: string) => getCvSettings({ db, userId }),
    getAvatar: (userId: string) => getAvatar({ db, files, userId }),
    /** The privacy page's step beside the data export: withdrawing a consent. */
    withdrawConsent: (userId: string, purpose: string) => withdrawConsent({ db, userId, purpose }),
    /** Writing the CV needs a verified e-mail address (docs/product/screens-and-routes.md account sections). */
    requireVerifiedEmail: (userId: string) => requireVerifiedEmail({ db, userId }),
    admin: {
      listAuthEvents: (limit?: number) => listAuthEvents({ db, ...(limit ? { limit } : {}) }),
      /** The admin accounts, to choose a job's responsible HR from. */
      listAdminUsers: () => listAdminUsers({ db }),
      listCandidates: (input: { query?: string | undefined; page: number; blacklistedOnly?: boolean }) =>
        listCandidates({ db, ...input }),
      setCandidateBlacklist: (userId: string, blacklisted: boolean) =>
        setCandidateBlacklist({ db, userId, blacklisted }),
    },
  };
}
