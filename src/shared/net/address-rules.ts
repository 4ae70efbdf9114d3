/**
 * Which addresses a web page may make the extension fetch or show. A page chooses the addresses
 * in its markup (a srcset candidate it never loads itself, a right-clicked image, a PDF's
 * redirect); fetched from the extension's origin they would reach what the page cannot: the
 * user's router, a local admin panel, a cloud metadata service. Loopback, private, link-local
 * and reserved hosts are refused unless the page itself is on such a host (a developer's local
 * site). Names are judged as the URL parser writes them (decimal, octal and hex IPv4 already
 * turned into dotted form, IDN into punycode), less a trailing dot, which names the same host.
 * A public name that resolves to a private address is beyond this rule (no DNS here). Pure.
 */

export type HostClass = 'public' | 'loopback' | 'private' | 'link-local' | 'unspecified';

const LOCAL_NAMES =
  /^(localhost|.*\.localhost|.*\.local|.*\.internal|.*\.home\.arpa|.*\.lan|.*\.intranet|.*\.corp)$/i;

function ipv4Class(parts: number[]): HostClass {
  const [a = 0, b = 0, c = 0] = parts;
  if (a === 127) return 'loopback';
  if (a === 0) return 'unspecified';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private';
  if (a === 100 && b >= 64 && b <= 127) return 'private'; // carrier-grade NAT
  if (a === 169 && b === 254) return 'link-local';
  if (a === 198 && (b === 18 || b === 19)) return 'private'; // benchmarking, used inside labs
  if (a === 192 && b === 0 && c === 0) return 'private'; // IETF protocol assignments
  if (a >= 224) return 'private'; // multicast, reserved and broadcast: no web server of the page's
  return 'public';
}

function parseIpv4(host: string): number[] | undefined {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return undefined;
  const numbers = parts.map(Number);
  return numbers.every((n) => n <= 255) ? numbers : undefined;
}

/** IPv6 groups as numbers, from the canonical form the URL parser writes (no brackets). */
function parseIpv6(host: string): number[] | undefined {
  if (!host.includes(':')) return undefined;
  const [head = '', tail] = host.split('::');
  const groups = (text: string): number[] =>
    text === '' ? [] : text.split(':').map((g) => Number.parseInt(g, 16));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const fill = tail === undefined ? 0 : 8 - left.length - right.length;
  const all = [...left, ...new Array<number>(Math.max(0, fill)).fill(0), ...right];
  return all.length === 8 && all.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff)
    ? all
    : undefined;
}

/** The IPv4 address in the low 32 bits of an IPv6 address. */
function embeddedIpv4(groups: number[]): number[] {
  const high = groups[6] ?? 0;
  const low = groups[7] ?? 0;
  return [high >> 8, high & 255, low >> 8, low & 255];
}

const zeros = (groups: number[]): boolean => groups.every((g) => g === 0);

function ipv6Class(groups: number[]): HostClass {
  const first = groups[0] ?? 0;
  if (zeros(groups)) return 'unspecified';
  if (zeros(groups.slice(0, 7)) && groups[7] === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64's well-known prefix
  // (64:ff9b::a.b.c.d): the IPv4 address inside decides where the request goes.
  const mapped = zeros(groups.slice(0, 5)) && groups[5] === 0xffff;
  const compatible = zeros(groups.slice(0, 6));
  const nat64 = first === 0x64 && groups[1] === 0xff9b && zeros(groups.slice(2, 6));
  if (mapped || compatible || nat64) return ipv4Class(embeddedIpv4(groups));
  // 6to4 (2002:a.b.c.d::/48): likewise, with the IPv4 address in the second and third groups.
  if (first === 0x2002) {
    const [, high = 0, low = 0] = groups;
    return ipv4Class([high >> 8, high & 255, low >> 8, low & 255]);
  }
  if (first === 0x64 && groups[1] === 0xff9b && groups[2] === 1) return 'private'; // local NAT64
  if (first === 0x2001 && groups[1] === 0) return 'private'; // Teredo: a tunnel, not a web host
  if ((first & 0xfe00) === 0xfc00) return 'private'; // unique local fc00::/7
  if ((first & 0xffc0) === 0xfe80) return 'link-local';
  if ((first & 0xffc0) === 0xfec0) return 'private'; // site-local fec0::/10 (deprecated, still routed)
  if ((first & 0xff00) === 0xff00) return 'private'; // multicast
  return 'public';
}

/** The class of a URL's hostname (as `new URL(...).hostname` gives it). */
export function hostClass(hostname: string): HostClass {
  // A trailing dot names the same host (`localhost.` is localhost).
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.+$/, '');
  const v4 = parseIpv4(host);
  if (v4) return ipv4Class(v4);
  const v6 = parseIpv6(host);
  if (v6) return ipv6Class(v6);
  if (LOCAL_NAMES.test(host)) return host.endsWith('localhost') ? 'loopback' : 'private';
  return 'public';
}

export type AddressVerdict = { ok: true; url: string } | { ok: false; reason: string };

const SCHEMES = new Set(['http:', 'https:']);

/**
 * Whether a page at `pageUrl` may have the extension fetch `address` for it, and the address to
 * use. An http image on an https page is upgraded as the browser upgrades mixed content.
 */
export function pageAddressVerdict(address: string, pageUrl: string | undefined): AddressVerdict {
  if (!URL.canParse(address)) return { ok: false, reason: 'It is not a web address.' };
  const url = new URL(address);
  if (!SCHEMES.has(url.protocol)) {
    return { ok: false, reason: `Addresses starting with ${url.protocol} are not fetched.` };
  }
  if (url.username || url.password) {
    return { ok: false, reason: 'Addresses with a user name or password are not fetched.' };
  }
  const page = pageUrl && URL.canParse(pageUrl) ? new URL(pageUrl) : undefined;
  const target = hostClass(url.hostname);
  if (target !== 'public') {
    const from = page && SCHEMES.has(page.protocol) ? hostClass(page.hostname) : 'public';
    if (from === 'public') {
      return {
        ok: false,
        reason: `It points into a local network (${url.host}), which a public page does not get to reach through the extension.`,
      };
    }
  }
  if (page?.protocol === 'https:' && url.protocol === 'http:') url.protocol = 'https:';
  return { ok: true, url: url.href };
}
