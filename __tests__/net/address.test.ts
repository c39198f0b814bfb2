import { lookup } from "node:dns/promises";
import { describe, expect, it } from "vitest";
import { isIpLiteral, isPrivateAddress, refusedAddressRange } from "../../src/net/address.js";

describe("refusedAddressRange: the addresses neither web_fetch nor the egress proxy connects to", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["10.1.2.3", "private (RFC 1918)"],
    ["172.16.0.1", "private (RFC 1918)"],
    ["172.31.255.255", "private (RFC 1918)"],
    ["192.168.1.1", "private (RFC 1918)"],
    ["100.64.0.1", "shared address space (100.64.0.0/10)"],
    ["100.127.255.255", "shared address space (100.64.0.0/10)"],
    ["169.254.169.254", "link-local / cloud metadata"],
    ["169.254.1.1", "link-local / cloud metadata"],
    ["0.0.0.0", "unspecified (0.0.0.0/8)"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["255.255.255.255", "reserved / broadcast"],
    ["::1", "loopback"],
    ["::", "unspecified"],
    ["fd00::1", "unique-local"],
    ["fc00::1", "unique-local"],
    ["fe80::1%eth0", "link-local"],
    ["ff02::1", "multicast"],
    ["64:ff9b::a00:1", "NAT64"],
    ["2002:7f00:1::", "6to4"],
    ["[::1]", "loopback"],
    ["not-an-ip", "not an IP address"],
  ])("refuses %s (%s)", (address, range) => {
    expect(refusedAddressRange(address)).toBe(range);
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:10.0.0.1", "private (RFC 1918)"],
    ["::ffff:169.254.169.254", "link-local / cloud metadata"],
    ["::ffff:a9fe:a9fe", "link-local / cloud metadata"],
    ["::127.0.0.1", "loopback"],
    ["0:0:0:0:0:ffff:c0a8:0101", "private (RFC 1918)"],
  ])("judges the IPv4-mapped or -compatible form %s by the IPv4 address inside (%s)", (address, range) => {
    expect(refusedAddressRange(address)).toBe(range);
  });

  it.each(["8.8.8.8", "1.1.1.1", "172.32.0.1", "100.128.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"])(
    "accepts public %s",
    (address) => {
      expect(refusedAddressRange(address)).toBeUndefined();
    },
  );

  it.each(["192.0.2.10", "198.51.100.7", "203.0.113.200", "2001:db8::1", "::ffff:192.0.2.20"])(
    "treats the documentation address %s as an ordinary one (tests stand in for public hosts with them)",
    (address) => {
      expect(refusedAddressRange(address)).toBeUndefined();
    },
  );
});

describe("isIpLiteral: every spelling a resolver turns into an address without DNS", () => {
  it.each([
    "127.0.0.1",
    "2130706433",
    "0x7f000001",
    "0x7f.1",
    "0177.0.0.1",
    "0177.1",
    "127.1",
    "017700000001",
    "192.0.2.20",
    "::1",
    "[::1]",
    "[::ffff:127.0.0.1]",
    "1.2.3.4.",
    "example.123",
  ])("%s is an IP literal", (host) => {
    expect(isIpLiteral(host)).toBe(true);
  });

  it.each(["registry.npmjs.org", "registry.test", "0x.example.com", "1password.com", "123.example.org", "localhost"])(
    "%s is a name",
    (host) => {
      expect(isIpLiteral(host)).toBe(false);
    },
  );

  it("agrees with the system resolver: the decimal and octal spellings it would accept all resolve to 127.0.0.1", async () => {
    for (const spelling of ["2130706433", "0177.0.0.1", "0x7f.1", "127.1"]) {
      expect(isIpLiteral(spelling)).toBe(true);
      const { address } = await lookup(spelling, { family: 4 });
      expect(refusedAddressRange(address)).toBe("loopback");
    }
  });
});
