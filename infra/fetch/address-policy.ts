import ipaddr from 'ipaddr.js';

/**
 * Whether the server may connect to `address` on a visitor's behalf: only ordinary public unicast
 * addresses. Everything else is refused — loopback, private (10/8, 172.16/12, 192.168/16),
 * link-local (169.254/16 with the cloud metadata address 169.254.169.254), CGNAT (100.64/10),
 * multicast, broadcast, unspecified, reserved and documentation ranges, and the IPv6 equivalents
 * (::1, fc00::/7, fe80::/10, ff00::/8, ::); an IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged
 * as the IPv4 address it carries, and IPv6 forms that embed or translate IPv4 (6to4, Teredo, NAT64)
 * are refused, because they could reach a private IPv4 network.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // process() turns an IPv4-mapped IPv6 address into the IPv4 address it carries.
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

/** `host:port` entries of FETCH_ALLOW_HOSTS, lower-cased, IPv6 hosts in brackets. */
export function parseAllowHosts(value: readonly string[] | string | undefined): Set<string> {
  const list = typeof value === 'string' ? value.split(',') : (value ?? []);
  return new Set(list.map((entry) => entry.trim().toLowerCase()).filter(Boolean));
}
