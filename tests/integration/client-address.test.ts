import type { AddressInfo } from 'node:net';
import type { ServerType } from '@hono/node-server';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEvent, rateLimit } from '../../db/schema/index.ts';
import { RATE_LIMITS } from '../../server/rate-limits.ts';
import { registerCandidate, type TestApp } from '../setup/api-users.ts';
import { createTestApp } from '../setup/test-app.ts';
import { listen } from '../../server/http/lingering-close.ts';

/**
 * Behind an appending proxy (nginx's `$proxy_add_x_forwarded_for`) a client's own X-Forwarded-For
 * stays in front of what the proxies add. Over real HTTP (the socket's peer is the local proxy),
 * rotating that forged entry must not give a client new rate-limit buckets, and the audit log must
 * record the address the proxy saw (ADR 103).
 */
describe.each([
  {
    name: 'one proxy by hop count (TRUST_PROXY=1)',
    trustProxy: '1',
    // The client's forged entry, then the address nginx appended.
    header: (real: string, forged: string) => `${forged}, ${real}`,
  },
  {
    name: 'a list of proxies (a load balancer and a local nginx)',
    trustProxy: '127.0.0.1, 10.0.0.0/8',
    // The balancer appended the client, nginx appended the balancer; nginx itself is the socket's peer.
    header: (real: string, forged: string) => `${forged}, ${real}, 10.0.0.9`,
  },
])('client address behind $name', ({ trustProxy, header }) => {
  let ctx: TestApp;
  let server: ServerType;
  let base = '';
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: trustProxy });
    server = listen(ctx.app.fetch, { port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await ctx.close();
  });

  let forged = 0;
  /** A sign-in through the proxy from `real`, with a new forged first entry every time. */
  const signIn = async (email: string, password: string, real: string) =>
    (
      await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': header(real, `192.0.2.${(++forged % 250) + 1}`),
          // What a client says the portal's own header is never believed either.
          'x-kariera-client-ip': `192.0.2.${(forged % 250) + 1}`,
        },
        body: JSON.stringify({ email, password }),
      })
    ).status;

  it('keeps one client in one bucket however it rotates its forged entry', async () => {
    const { email } = await registerCandidate(() => ctx);
    const real = '203.0.113.77';
    for (let i = 0; i < RATE_LIMITS.signIn.max; i++)
      expect(await signIn(email, 'wrong-password', real)).toBe(401);
    expect(await signIn(email, 'wrong-password', real)).toBe(429);
    // Another client behind the same proxy has its own bucket.
    expect(await signIn(email, 'wrong-password', '203.0.113.78')).toBe(401);
    const keys = await ctx.database.db
      .select({ key: rateLimit.key })
      .from(rateLimit)
      .where(like(rateLimit.key, 'signIn:%'));
    expect(keys.map((k) => k.key).sort()).toEqual(['signIn:203.0.113.77', 'signIn:203.0.113.78']);
  });

  it('records the address the proxy saw in the audit log', async () => {
    const { id, email, payload } = await registerCandidate(() => ctx);
    const real = '2001:db8::7';
    expect(await signIn(email, payload.password as string, real)).toBe(200);
    const events = await ctx.database.db
      .select({ ipAddress: authEvent.ipAddress })
      .from(authEvent)
      .where(and(eq(authEvent.userId, id), eq(authEvent.type, 'sign_in')))
      .orderBy(authEvent.id);
    // The registration signed in too, from its own address; the sign-in through the proxy is the last.
    expect(events.at(-1)).toEqual({ ipAddress: real });
    expect(events.filter((e) => e.ipAddress?.startsWith('192.0.2.'))).toEqual([]);
  });
});
