import { describe, expect, it } from "vitest";
import { BoundedOutput } from "../../src/sandbox/bounded-output.js";

describe("BoundedOutput", () => {
  it("keeps everything while it fits", () => {
    const out = new BoundedOutput(8, 8);
    out.write(Buffer.from("hello "));
    out.write(Buffer.from("world"));
    expect(out.text()).toBe("hello world");
    expect(out.truncated).toBe(false);
    expect(out.totalBytes).toBe(11);
  });

  it("keeps head and the latest tail across many small writes, never retaining more than head + tail", () => {
    const out = new BoundedOutput(10, 10);
    let peak = 0;
    for (let i = 0; i < 10_000; i++) {
      out.write(Buffer.from(`${i}\n`));
      peak = Math.max(peak, out.retainedBytes);
    }
    expect(peak).toBe(20);
    const text = out.text();
    expect(text.startsWith("0\n1\n2\n3\n4\n")).toBe(true);
    expect(text.endsWith("9998\n9999\n")).toBe(true);
    expect(text).toMatch(/\[\d+ bytes of output omitted\]/);
  });

  it("handles one write larger than the whole buffer", () => {
    const out = new BoundedOutput(4, 4);
    out.write(Buffer.from("abcdefghijklmnop"));
    expect(out.text()).toBe("abcd\n… [8 bytes of output omitted] …\nmnop");
    expect(out.retainedBytes).toBe(8);
  });

  it("cuts at UTF-8 character boundaries instead of emitting broken characters", () => {
    const out = new BoundedOutput(5, 5);
    out.write(Buffer.from("ééééé-middle-ééééé"));
    const text = out.text();
    expect(text).not.toContain("\uFFFD");
    expect(text.startsWith("éé\n")).toBe(true);
    expect(text.endsWith("\néé")).toBe(true);
  });
});
