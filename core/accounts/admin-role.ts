import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';

export type Role = 'admin' | 'user';

/**
 * The role an account has now: admin only with a verified e-mail that is listed in ADMIN_EMAILS or
 * was granted with `npm run admin:grant`. Derived at every session, so removing an address from
 * ADMIN_EMAILS takes effect for old sessions as well as new sign-ins, and registering a listed
 * address gives nothing until its owner proves it from the mailbox.
 */
export function effectiveRole(
  account: { email: string; emailVerified: boolean; adminGranted?: boolean | null },
  adminEmails: ReadonlySet<string>,
): Role {
  if (!account.emailVerified) return 'user';
  return account.adminGranted || adminEmails.has(account.email.trim().toLowerCase()) ? 'admin' : 'user';
}

/** ADMIN_EMAILS as the set `effectiveRole` reads. */
export const adminEmailSet = (emails: readonly string[]): ReadonlySet<string> =>
  new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean));

/** Stores `role` as the account's role when it differs (the lists of HR people read the column). */
export async function storeRole({ db, userId, role }: { db: Db; userId: string; role: Role }) {
  await db
    .update(user)
    .set({ role })
    .where(and(eq(user.id, userId), ne(user.role, role)));
}

/** Re-derives every account's stored role from ADMIN_EMAILS and the grants (at start-up). */
export async function syncAdminRoles({ db, adminEmails }: { db: Db; adminEmails: readonly string[] }) {
  const listed = [...adminEmailSet(adminEmails)];
  const admin = and(
    eq(user.emailVerified, true),
    or(eq(user.adminGranted, true), listed.length ? inArray(sql`lower(${user.email})`, listed) : sql`false`),
  )!;
  await db
    .update(user)
    .set({ role: sql`case when ${admin} then 'admin' else 'user' end` })
    .where(sql`${user.role} <> case when ${admin} then 'admin' else 'user' end`);
}
