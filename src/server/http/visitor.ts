import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a visitor's address belongs to, the unit every per-visitor limit counts. An IPv4
 * address is one visitor; an IPv6 visitor usually holds a whole /64 (SLAAC, privacy addresses),
 * so counting single IPv6 addresses would give one person 2^64 fresh visitors.
 */
export function visitorNetwork(ip: string): string {
  const address = ip.trim().replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address.slice(0, 64) || 'unknown';
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros ("2001:db8::1" → 8 groups). */
function expandIpv6(address: string): string[] {
  const withoutZone = address.split('%')[0] ?? address;
  const [head = '', tail] = withoutZone.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) fills two groups.
  const groups = (parts: string[]) =>
    parts.flatMap((part) => {
      if (!isIPv4(part)) return [part];
      const [a = 0, b = 0, c = 0, d = 0] = part.split('.').map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const l = groups(left);
  const r = groups(right);
  const missing = tail === undefined ? 0 : 8 - l.length - r.length;
  return [...l, ...Array(Math.max(0, missing)).fill('0'), ...r].map((g) =>
    (g.replace(/^0+(?=.)/, '') || '0').toLowerCase(),
  );
}
