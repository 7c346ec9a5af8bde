import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import { CLIENT_IP_HEADER } from '../accounts.ts';

/**
 * The client's address for rate limits and the audit log: the socket's peer, or the first address of
 * X-Forwarded-For behind a trusted proxy (TRUST_PROXY). It is written into a header that better-auth
 * reads, replacing anything a client sent under that name.
 */
export function clientIp({ trustProxy }: { trustProxy: boolean }): MiddlewareHandler<{
  Variables: { clientIp: string };
}> {
  return async (c, next) => {
    let ip: string | undefined;
    if (trustProxy) ip = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (!ip) {
      try {
        ip = getConnInfo(c).remote.address;
      } catch {
        ip = undefined; // not served by Node (in-process requests of tests)
      }
    }
    const address = ip || '127.0.0.1';
    c.set('clientIp', address);
    c.req.raw.headers.set(CLIENT_IP_HEADER, address);
    await next();
  };
}
