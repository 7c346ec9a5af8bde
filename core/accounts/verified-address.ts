import { type Column, type SQL, sql } from 'drizzle-orm';

/** The rows whose `column` holds `email`, in any letter case. */
export function sameAddress(column: Column, email: string): SQL {
  return sql`lower(${column}) = lower(${email})`;
}

/**
 * The rows given an account's address, in any letter case, once the account has verified it; none
 * before (ADR 167). What was sent from an address without the account (signed out, before signing
 * up, or by someone else) is the account's to see, erase or withdraw only when the address is its own.
 */
export function toVerifiedAddress(column: Column, account: { email: string; emailVerified: boolean }): SQL {
  return account.emailVerified ? sameAddress(column, account.email) : sql`false`;
}
