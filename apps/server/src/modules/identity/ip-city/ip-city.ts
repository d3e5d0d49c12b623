import type { TIpCity } from '@haoduo/contract';
import { IP_CITY_RANGES, LOCAL_RANGES } from './ip-city-ranges';

/** IP-to-city from the shipped table (no network): province, city, and a label to show. */

interface TRange {
  start: number;
  end: number;
  bits: number;
  province: string | null;
  city: string | null;
  label: string;
}

function ipv4ToNumber(ip: string): number | null {
  const parts = ip.split('.');
  if (parts.length !== 4) return null;
  let n = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const v = Number(part);
    if (v > 255) return null;
    n = n * 256 + v;
  }
  return n;
}

function rangeOf(cidr: string): { start: number; end: number; bits: number } {
  const [base, bitsText] = cidr.split('/');
  const bits = Number(bitsText);
  const size = 2 ** (32 - bits);
  const start = Math.floor(ipv4ToNumber(base!)! / size) * size;
  return { start, end: start + size - 1, bits };
}

const RANGES: TRange[] = [
  ...LOCAL_RANGES.map(([cidr, label]) => ({
    ...rangeOf(cidr),
    province: null,
    city: null,
    label,
  })),
  ...IP_CITY_RANGES.map(([cidr, province, city]) => ({
    ...rangeOf(cidr),
    province,
    city,
    label: province === city ? city : `${province}${city}`,
  })),
].sort((a, b) => b.bits - a.bits);

/** IPv4, IPv4-mapped IPv6 (::ffff:1.2.3.4) and the IPv6 loopback; anything else is unknown. */
export function lookupIpCity(rawIp: string): TIpCity {
  const ip = rawIp.trim().replace(/^::ffff:/i, '');
  if (ip === '::1') return { ip, province: null, city: null, label: '本机' };
  if (/^f[cd]/i.test(ip) || /^fe80:/i.test(ip)) {
    return { ip, province: null, city: null, label: '内网' };
  }
  const n = ipv4ToNumber(ip);
  const found = n === null ? undefined : RANGES.find((r) => n >= r.start && n <= r.end);
  if (!found) return { ip, province: null, city: null, label: '未知' };
  return { ip, province: found.province, city: found.city, label: found.label };
}

/** The city to keep on a login record: the label, or null when unknown. */
export function cityOfIp(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const found = lookupIpCity(ip);
  return found.label === '未知' ? null : found.label;
}
