/**
 * The key a client is counted by, the same for its connections and its inquiries: an IPv4 address as it is (also
 * when mapped into IPv6), an IPv6 address by its /64 (one host may hold a whole /64, so it cannot count as many).
 */
import { isIPv6 } from 'node:net';

export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head, tail = ''] = address.split('::');
  const groups = head ? head.split(':') : [];
  const missing = 8 - groups.length - (tail ? tail.split(':').length : 0);
  const full = [...groups, ...Array(address.includes('::') ? missing : 0).fill('0'), ...(tail ? tail.split(':') : [])];
  return `${full
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
