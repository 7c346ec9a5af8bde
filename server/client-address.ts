import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front of the server are trusted to report the client's address in
 * `X-Forwarded-For` (TRUST_PROXY, ADR 103):
 * - `off`: clients connect directly; the socket's peer is the client and the header is ignored;
 * - `hops`: this many proxies, each appending the address it received the request from, stand in
 *   front; the client is the entry that many places from the right;
 * - `list`: the proxies' own addresses or ranges; the client is the right-most address, walking from
 *   the socket's peer through the header, that is not one of them.
 */
export type ProxyTrust =
  | { kind: 'off' }
  | { kind: 'hops'; hops: number }
  | { kind: 'list'; ranges: readonly string[]; isTrusted: (address: string) => boolean };

/** Named ranges a proxy list may use besides addresses and CIDR ranges. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
};

const MAX_HOPS = 20;

/**
 * TRUST_PROXY as configured: unset, empty, `false` or `0` → off; `true` → 1 hop (one proxy, as before
 * this setting took hop counts); a whole number → that many hops; else a comma-separated list of
 * addresses, CIDR ranges (IPv4 and IPv6) and the names `loopback`, `private`, `linklocal`.
 * Answers `{ error }` with a message for anything else.
 */
export function parseTrustProxy(value: string | undefined): ProxyTrust | { error: string } {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return { kind: 'off' };
  if (text === 'true') return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= MAX_HOPS
      ? { kind: 'hops', hops }
      : { error: `a hop count must be at most ${MAX_HOPS} (got ${text})` };
  }
  const blockList = new BlockList();
  const ranges: string[] = [];
  for (const item of text.split(',').map((s) => s.trim())) {
    if (!item) continue;
    for (const range of NAMED_RANGES[item] ?? [item]) {
      const [base = '', prefixText, ...rest] = range.split('/');
      const address = normalizeAddress(base);
      const family = address ? isIP(address) : 0;
      const prefix = prefixText === undefined ? (family === 4 ? 32 : 128) : Number(prefixText);
      if (
        !address ||
        rest.length ||
        (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) ||
        prefix > (family === 4 ? 32 : 128)
      )
        return {
          error: `"${item}" is not a hop count, true/false, an IP address, a CIDR range or one of ${Object.keys(NAMED_RANGES).join(', ')} (e.g. TRUST_PROXY=1 or TRUST_PROXY=10.0.0.0/8,::1)`,
        };
      blockList.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
      ranges.push(`${address}/${prefix}`);
    }
  }
  if (!ranges.length) return { kind: 'off' };
  return {
    kind: 'list',
    ranges,
    isTrusted: (a) => blockList.check(a, isIP(a) === 4 ? 'ipv4' : 'ipv6'),
  };
}

/**
 * An address as one spelling, or undefined when `raw` is none: IPv4 dotted, IPv6 compressed and
 * lower-case, an IPv4-mapped IPv6 address as IPv4; a port (`1.2.3.4:80`, `[::1]:80`), brackets and an
 * IPv6 zone are dropped. So one client is one rate-limit key however a proxy writes it.
 */
export function normalizeAddress(raw: string): string | undefined {
  let text = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^[\d.]+:\d{1,5}$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  text = text.replace(/%[\w.-]+$/, '');
  const family = isIP(text);
  if (family === 4) return text;
  if (family !== 6) return undefined;
  let canonical: string;
  try {
    canonical = new URL(`http://[${text}]/`).hostname.slice(1, -1);
  } catch {
    return undefined;
  }
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!mapped) return canonical;
  const high = parseInt(mapped[1]!, 16);
  const low = parseInt(mapped[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/**
 * The client's address of one request: the socket's peer unless TRUST_PROXY trusts proxies in front,
 * then the entry of `X-Forwarded-For` that the configuration names (walked from the right, so the
 * entries a client wrote itself, always on the left of what the proxies appended, never count).
 * A malformed entry ends the walk at the last good address before it; with fewer entries than hops,
 * the left-most one (the farthest any proxy saw). `fallback` stands for a request without a socket.
 */
export function resolveClientAddress({
  socket,
  forwardedFor,
  trust,
  fallback = '127.0.0.1',
}: {
  socket: string | undefined;
  forwardedFor: string | null | undefined;
  trust: ProxyTrust;
  fallback?: string;
}): string {
  const peer = (socket && normalizeAddress(socket)) || fallback;
  if (trust.kind === 'off') return peer;
  // Several header lines arrive joined by commas, in order.
  const entries = (forwardedFor ?? '').split(',').map((e) => e.trim());
  if (entries.length === 1 && entries[0] === '') return peer;
  if (trust.kind === 'list' && !trust.isTrusted(peer)) return peer;
  const stop = trust.kind === 'hops' ? Math.max(0, entries.length - trust.hops) : 0;
  let current = peer;
  for (let i = entries.length - 1; i >= stop; i--) {
    const address = normalizeAddress(entries[i]!);
    if (!address) return current;
    current = address;
    if (trust.kind === 'list' && !trust.isTrusted(address)) return address;
  }
  return current;
}
