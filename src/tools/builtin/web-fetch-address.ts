// Which resolved addresses web_fetch refuses unless the policy sets allow_private: anything that reaches the
// runner itself, its network, or cloud metadata endpoints (169.254.169.254) instead of the public internet.
import { BlockList, isIPv4, isIPv6 } from "node:net";

const v4 = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8], // "this network", includes the unspecified address
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved and broadcast
] as const) {
  v4.addSubnet(net, bits, "ipv4");
}

const v6 = new BlockList();
for (const [net, bits] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // old site-local
  ["ff00::", 8], // multicast
  ["2001:db8::", 32], // documentation
  ["64:ff9b::", 96], // NAT64: embeds an IPv4 address we cannot vouch for
  ["64:ff9b:1::", 48],
  ["2002::", 16], // 6to4: likewise
  ["2001::", 32], // Teredo
] as const) {
  v6.addSubnet(net, bits, "ipv6");
}

/** True for private, loopback, link-local, ULA, CGNAT, unspecified, multicast, reserved and documentation
 * addresses, and IPv4-mapped/compatible IPv6 forms of them. Anything that is not an IP address is refused too. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (isIPv4(bare)) return v4.check(bare, "ipv4");
  if (!isIPv6(bare)) return true;
  const embedded = embeddedIPv4(bare);
  if (embedded !== undefined) return v4.check(embedded, "ipv4");
  return v6.check(bare, "ipv6");
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
