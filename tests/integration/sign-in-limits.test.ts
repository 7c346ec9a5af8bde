import { describe, expect, it } from 'vitest';
import { createAccountGateway } from '../../server/account-gateway.ts';
import { RATE_LIMITS } from '../../server/rate-limits.ts';
import { apiCaller, fileTestApp, nextClientIp, registerCandidate } from '../setup/api-users.ts';

const app = fileTestApp();
const call = apiCaller(app);

/** A sign-in through the API, as another client than the pages would. */
const viaApi = async (email: string, password: string, ip: string) =>
  (await call('POST', '/api/auth/sign-in/email', { body: { email, password }, ip })).status;

/** A sign-in as the sign-in page's action does it (the account gateway of the request). */
async function viaPage(email: string, password: string, ip: string) {
  const { gateway } = await createAccountGateway(
    app().accounts.deps,
    new Request('https://kariera.test/en/sign-in', { method: 'POST' }),
    { ip, locale: 'en' },
  );
  const outcome = await gateway.signIn({ email, password, remember: false });
  return outcome.ok ? 200 : outcome.status;
}

describe('sign-in limits', () => {
  it('count the page and the API in one bucket per client address', async () => {
    const ip = nextClientIp();
    const { email } = await registerCandidate(app);
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMITS.signIn.max; i++)
      statuses.push(await (i % 2 ? viaApi : viaPage)(email, 'wrong-password', ip));
    expect(statuses.every((s) => s === 401)).toBe(true);
    expect(await viaPage(email, 'wrong-password', ip)).toBe(429);
    expect(await viaApi(email, 'wrong-password', ip)).toBe(429);
    // Another address of this e-mail in the same bucket too: the limit is the address's.
    const other = await registerCandidate(app);
    expect(await viaApi(other.email, other.payload.password as string, ip)).toBe(429);
  });

  it('cap the attempts on one account across many addresses', async () => {
    const { email, payload } = await registerCandidate(app);
    for (let i = 0; i < RATE_LIMITS.signInAccount.max; i++)
      expect(await (i % 2 ? viaApi : viaPage)(email, 'wrong-password', nextClientIp())).toBe(401);
    // Even the right password waits now, from a fresh address, on either path.
    expect(await viaApi(email, payload.password as string, nextClientIp())).toBe(429);
    expect(await viaPage(email, payload.password as string, nextClientIp())).toBe(429);
    // Other accounts are not affected.
    const other = await registerCandidate(app);
    expect(await viaApi(other.email, other.payload.password as string, nextClientIp())).toBe(200);
    // One password hash per attempt, on a gate that runs these tests beside the browser tests (ADR 160).
  }, 90_000);
});
