/**
 * IP access list entries (ADM-035): a.b.c.d, a.b.c.* or a.b.*.*, each octet 1 to 3 digits
 * and, unlike the legacy check, 0–255.
 */
const OCTET = "(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const PATTERN = new RegExp(`^${OCTET}\\.${OCTET}\\.(${OCTET}\\.(${OCTET}|\\*)|\\*\\.\\*)$`);

export function isValidIpPattern(value: string): boolean {
  return PATTERN.test(value.trim());
}

/** The request's IPv4 address (IPv4-mapped IPv6 included), or null for anything else. */
export function ipv4Of(address: string | null | undefined): string | null {
  if (!address) return null;
  const v = address.startsWith("::ffff:") ? address.slice(7) : address;
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(v) ? v : null;
}

export function ipMatches(pattern: string, address: string): boolean {
  const want = pattern.trim().split(".");
  const got = address.split(".");
  return want.length === 4 && got.length === 4 && want.every((part, i) => part === "*" || Number(part) === Number(got[i]));
}
