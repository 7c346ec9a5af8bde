import { withdrawConsent } from '../core/accounts/withdraw-consent.ts';
import type { Db } from '../db/client.ts';

/** The privacy page's own step beside the data export: withdrawing a consent. */
export function createPrivacyServices({ db }: { db: Db }) {
  return {
    withdrawConsent: (userId: string, purpose: string) => withdrawConsent({ db, userId, purpose }),
  };
}
