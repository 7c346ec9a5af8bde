import ipaddr from 'ipaddr.js';

/**
 * IPv6 ranges that carry an IPv4 address in their last 32 bits (or, for 6to4, in bits 16–47):
 * such an address is judged as the IPv4 address it carries, since that is where it can lead.
 */
const EMBEDDING_IPV4: [ipaddr.IPv6, number][] = [
  // IPv4-compatible (deprecated, ::a.b.c.d): :: and ::1 are caught before, as unspecified and loopback.
  ipaddr.IPv6.parseCIDR('::/96'),
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-translated (::ffff:0:a.b.c.d, RFC 6145).
  ipaddr.IPv6.parseCIDR('::ffff:0:0/96'),
  ipaddr.IPv6.parseCIDR('::ffff:0:0:0/96'),
  // NAT64 with the well-known prefix (RFC 6052).
  ipaddr.IPv6.parseCIDR('64:ff9b::/96'),
];
const SIX_TO_FOUR = ipaddr.IPv6.parseCIDR('2002::/16');

/** The IPv4 address an IPv6 address embeds (see EMBEDDING_IPV4 and 6to4), if it is of such a form. */
export function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const bytes = address.toByteArray();
  if (EMBEDDING_IPV4.some((range) => address.match(range)))
    return new ipaddr.IPv4(bytes.slice(12, 16) as [number, number, number, number]);
  if (address.match(SIX_TO_FOUR))
    return new ipaddr.IPv4(bytes.slice(2, 6) as [number, number, number, number]);
  return undefined;
}

/**
 * Whether the server may connect to `address` on a visitor's behalf: only ordinary public unicast
 * addresses. Everything else is refused — loopback, private (10/8, 172.16/12, 192.168/16),
 * link-local (169.254/16 with the cloud metadata address 169.254.169.254), CGNAT (100.64/10),
 * multicast, broadcast, unspecified, reserved and documentation ranges, and the IPv6 equivalents
 * (::1, fc00::/7, fe80::/10, ff00::/8, ::). An IPv6 address that embeds an IPv4 address —
 * IPv4-compatible (::127.0.0.1), IPv4-mapped (::ffff:127.0.0.1), IPv4-translated, NAT64
 * (64:ff9b::/96) and 6to4 (2002::/16) — is judged as the IPv4 address it carries; the other
 * translating forms (Teredo, local-use NAT64 64:ff9b:1::/48) are refused (ADR 104).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  const range = v6.range();
  if (range === 'unspecified' || range === 'loopback') return false;
  const embedded = embeddedIpv4(v6);
  if (embedded) return embedded.range() === 'unicast';
  return range === 'unicast';
}

/** `host:port` entries of FETCH_ALLOW_HOSTS, lower-cased, IPv6 hosts in brackets. */
export function parseAllowHosts(value: readonly string[] | string | undefined): Set<string> {
  const list = typeof value === 'string' ? value.split(',') : (value ?? []);
  return new Set(list.map((entry) => entry.trim().toLowerCase()).filter(Boolean));
}
