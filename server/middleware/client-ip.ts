import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import { CLIENT_IP_HEADER } from '../accounts.ts';
import { type ProxyTrust, resolveClientAddress } from '../client-address.ts';

/**
 * The client's address for rate limits and the audit log, decided once per request by
 * `resolveClientAddress` from TRUST_PROXY (ADR 103): the socket's peer, or the right-most entry of
 * X-Forwarded-For that a trusted proxy vouches for. It is written into the header that better-auth
 * reads (its session and audit entries), replacing anything a client sent under that name.
 */
export function clientIp({ trustProxy }: { trustProxy: ProxyTrust }): MiddlewareHandler<{
  Variables: { clientIp: string };
}> {
  return async (c, next) => {
    let socket: string | undefined;
    try {
      socket = getConnInfo(c).remote.address;
    } catch {
      socket = undefined; // not served by Node (in-process requests of tests)
    }
    const address = resolveClientAddress({
      socket,
      forwardedFor: c.req.raw.headers.get('x-forwarded-for'),
      trust: trustProxy,
    });
    c.set('clientIp', address);
    c.req.raw.headers.set(CLIENT_IP_HEADER, address);
    await next();
  };
}
