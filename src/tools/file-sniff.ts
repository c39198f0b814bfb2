// What kind of bytes a file holds, from its first few KB: an image the model can see, other binary data to
// describe instead of dumping, or text.

export type ImageType = "image/png" | "image/jpeg" | "image/gif" | "image/webp";

/** How many leading bytes the sniffers look at. */
export const SNIFF_BYTES = 8192;

export function imageType(head: Uint8Array): ImageType | undefined {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (ascii(head, 0, 6) === "GIF87a" || ascii(head, 0, 6) === "GIF89a") return "image/gif";
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return "image/webp";
  return undefined;
}

/** Binary if the sample has a NUL byte or more than 10% of it is not valid UTF-8. */
export function looksBinary(head: Uint8Array): boolean {
  if (head.includes(0)) return true;
  if (head.length === 0) return false;
  const text = new TextDecoder("utf-8", { fatal: false }).decode(head);
  let bad = 0;
  // The sample may end inside a multi-byte character: the last few replacement characters do not count.
  const scanTo = Math.max(0, text.length - 3);
  for (let i = 0; i < scanTo; i++) if (text.charCodeAt(i) === 0xfffd) bad++;
  return bad / Math.max(1, scanTo) > 0.1;
}

/** A short human guess of a binary file's type from its magic bytes. */
export function binaryTypeGuess(head: Uint8Array): string {
  const table: [number[] | string, number, string][] = [
    ["%PDF", 0, "PDF document"],
    [[0x50, 0x4b, 0x03, 0x04], 0, "zip archive (or jar/docx/xlsx)"],
    [[0x1f, 0x8b], 0, "gzip-compressed data"],
    [[0x42, 0x5a, 0x68], 0, "bzip2-compressed data"],
    [[0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], 0, "xz-compressed data"],
    [[0x28, 0xb5, 0x2f, 0xfd], 0, "zstd-compressed data"],
    [[0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], 0, "7-zip archive"],
    ["ustar", 257, "tar archive"],
    [[0x7f, 0x45, 0x4c, 0x46], 0, "ELF executable or library"],
    [[0xcf, 0xfa, 0xed, 0xfe], 0, "Mach-O executable"],
    ["MZ", 0, "Windows executable"],
    [[0x00, 0x61, 0x73, 0x6d], 0, "WebAssembly module"],
    [[0xca, 0xfe, 0xba, 0xbe], 0, "Java class file"],
    ["SQLite format 3", 0, "SQLite database"],
    ["BM", 0, "BMP image (not shown: only png, jpeg, gif and webp are)"],
    [[0x00, 0x00, 0x01, 0x00], 0, "ICO image"],
    ["ID3", 0, "MP3 audio"],
    ["ftyp", 4, "MP4/QuickTime media"],
    ["OggS", 0, "Ogg media"],
    ["wOFF", 0, "WOFF font"],
    ["wOF2", 0, "WOFF2 font"],
    [[0xff, 0xfe], 0, "UTF-16 (little-endian) text, not shown: only UTF-8 text is"],
    [[0xfe, 0xff], 0, "UTF-16 (big-endian) text, not shown: only UTF-8 text is"],
  ];
  for (const [magic, at, name] of table) {
    const bytes = typeof magic === "string" ? [...Buffer.from(magic, "latin1")] : magic;
    if (startsWith(head.subarray(at), bytes)) return name;
  }
  return "unknown binary data";
}

function startsWith(head: Uint8Array, bytes: number[]): boolean {
  if (head.length < bytes.length) return false;
  return bytes.every((b, i) => head[i] === b);
}

function ascii(head: Uint8Array, from: number, to: number): string {
  return Buffer.from(head.subarray(from, to)).toString("latin1");
}
