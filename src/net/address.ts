// Which addresses neither web_fetch nor the commands' egress proxy will connect to: anything that reaches the
// runner itself, its network, or a cloud metadata endpoint (169.254.169.254) instead of the public internet.
// One list for both, so a range refused to one is refused to the other. The documentation ranges
// (192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24, 2001:db8::/32) are ordinary addresses here: nothing routes
// them on a real network, and tests use them to stand in for public hosts.
import { BlockList, isIPv4, isIPv6 } from "node:net";

const V4_RANGES: readonly (readonly [string, number, string])[] = [
  ["0.0.0.0", 8, "unspecified (0.0.0.0/8)"],
  ["10.0.0.0", 8, "private (RFC 1918)"],
  ["100.64.0.0", 10, "shared address space (100.64.0.0/10)"],
  ["127.0.0.0", 8, "loopback"],
  ["169.254.0.0", 16, "link-local / cloud metadata"],
  ["172.16.0.0", 12, "private (RFC 1918)"],
  ["192.0.0.0", 24, "IETF protocol assignments"],
  ["192.168.0.0", 16, "private (RFC 1918)"],
  ["198.18.0.0", 15, "benchmarking"],
  ["224.0.0.0", 4, "multicast"],
  ["240.0.0.0", 4, "reserved / broadcast"],
];

const V6_RANGES: readonly (readonly [string, number, string])[] = [
  ["::", 128, "unspecified"],
  ["::1", 128, "loopback"],
  ["fc00::", 7, "unique-local"],
  ["fe80::", 10, "link-local"],
  ["fec0::", 10, "site-local"],
  ["ff00::", 8, "multicast"],
  // These embed an IPv4 address the network translates to: we cannot vouch for it.
  ["64:ff9b::", 96, "NAT64"],
  ["64:ff9b:1::", 48, "NAT64"],
  ["2002::", 16, "6to4"],
  ["2001::", 32, "Teredo"],
];

function blockList(
  ranges: readonly (readonly [string, number, string])[],
  family: "ipv4" | "ipv6",
): [BlockList, string][] {
  return ranges.map(([net, bits, label]) => {
    const list = new BlockList();
    list.addSubnet(net, bits, family);
    return [list, label];
  });
}
const V4 = blockList(V4_RANGES, "ipv4");
const V6 = blockList(V6_RANGES, "ipv6");

/** Why an address is refused ("loopback", "private (RFC 1918)", …), or undefined for an ordinary public address.
 * IPv4-mapped and IPv4-compatible IPv6 forms are judged by the IPv4 address inside; anything that is not an IP
 * address is refused. */
export function refusedAddressRange(address: string): string | undefined {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (isIPv4(bare)) return V4.find(([list]) => list.check(bare, "ipv4"))?.[1];
  if (!isIPv6(bare)) return "not an IP address";
  // :: and ::1 first: they are also the IPv4-compatible forms of 0.0.0.0 and 0.0.0.1.
  const v6 = V6.find(([list]) => list.check(bare, "ipv6"))?.[1];
  if (v6 === "unspecified" || v6 === "loopback") return v6;
  const embedded = embeddedIPv4(bare);
  return embedded !== undefined ? refusedAddressRange(embedded) : v6;
}

/** True for loopback, private, shared, link-local, metadata, unique-local, unspecified, multicast and reserved
 * addresses (and IPv4-mapped forms of them); false for ordinary public ones. */
export function isPrivateAddress(address: string): boolean {
  return refusedAddressRange(address) !== undefined;
}

/** True when a host name is an IP address in any spelling a resolver would accept: dotted IPv4, IPv6 (bracketed
 * or not), and the inet_aton forms `2130706433`, `0x7f.1`, `0177.0.0.1`, `127.1` — a name whose last label is a
 * number (WHATWG's rule too). getaddrinfo turns those into addresses without asking DNS, so a policy that
 * decides by name must refuse them outright. */
export function isIpLiteral(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").replace(/\.$/, "");
  if (bare.includes(":") || isIPv4(bare) || isIPv6(bare)) return true;
  const last = bare.split(".").pop() ?? "";
  return /^(0x[0-9a-f]*|\d+)$/i.test(last);
}

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d) or IPv4-compatible (::a.b.c.d) IPv6 address. */
function embeddedIPv4(address: string): string | undefined {
  const hextets = expandIPv6(address);
  if (!hextets || hextets.slice(0, 5).some((h) => h !== 0)) return undefined;
  if (hextets[5] !== 0xffff && hextets[5] !== 0) return undefined;
  const [hi, lo] = [hextets[6], hextets[7]];
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part counts as two). */
function expandIPv6(address: string): number[] | undefined {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split(".").map(Number);
    text = text.slice(0, dotted.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [left, right, extra] = text.split("::");
  if (extra !== undefined) return undefined;
  const parse = (part: string) => (part ? part.split(":").map((h) => parseInt(h, 16)) : []);
  const head = parse(left);
  const tail = right === undefined ? [] : parse(right);
  const fill = 8 - head.length - tail.length;
  if (fill < 0 || (right === undefined && fill !== 0)) return undefined;
  const groups = [...head, ...new Array<number>(fill).fill(0), ...tail];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : undefined;
}
