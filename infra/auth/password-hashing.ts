import { hashPassword, verifyPassword } from 'better-auth/crypto';

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
