import { scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import type { PasswordHasher } from '../../core/shared/ports.ts';

/**
 * Runs password hashes one at a time in this process (ADR 093). Each scrypt hash with better-auth's
 * parameters (N = 16384, r = 16) allocates 32 MB outside the JavaScript heap for about a tenth of a
 * second; Node runs up to four at once on its thread pool, so a few sign-ins arriving together
 * lifted the server's memory by up to 128 MB. Queued, they cost 32 MB at most, and on two cores
 * they finish hardly later: the hashes compete for the same processors either way.
 */
export function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const next = last.then(work, work);
    last = next.catch(() => undefined);
    return next;
  };
}

const queue = oneAtATime();

/** better-auth's own scrypt hashes (existing ones keep verifying), queued. */
export const queuedPasswordHashing = {
  hash: (password: string) => queue(() => hashPassword(password)),
  verify: (data: { hash: string; password: string }) => queue(() => verifyPassword(data)),
};

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;

/** The format CV passwords were stored in before ADR 105: `scrypt$<salt>$<hash>` (base64url). */
const LEGACY_CV_HASH = /^scrypt\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/;

/** Checks a CV password against a hash of the earlier format (Node's scrypt defaults: N = 16384, r = 8, 16 MB). */
async function verifyLegacyCvPassword(password: string, stored: string): Promise<boolean> {
  const [, salt, hash] = stored.split('$');
  const expected = Buffer.from(hash!, 'base64url');
  const actual = await scryptAsync(
    password.normalize('NFKC'),
    Buffer.from(salt!, 'base64url'),
    expected.length,
  );
  return timingSafeEqual(actual, expected);
}

/**
 * The hasher of shared CVs' passwords (ADR 105): the accounts' queued hasher, which also checks, in
 * the same queue, the hashes CV passwords were stored with before; those are outdated.
 */
export const queuedCvPasswordHashing: PasswordHasher = {
  hash: queuedPasswordHashing.hash,
  verify: ({ hash, password }) =>
    LEGACY_CV_HASH.test(hash)
      ? queue(() => verifyLegacyCvPassword(password, hash))
      : queuedPasswordHashing.verify({ hash, password }),
  isOutdated: (hash) => LEGACY_CV_HASH.test(hash),
};
