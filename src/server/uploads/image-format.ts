/**
 * Content checks that run before and alongside decoding. The file name and the browser's MIME
 * type are never trusted: the bytes decide.
 */
export const ACCEPTED_FORMATS = ['jpeg', 'png', 'gif', 'webp'] as const;
export type AcceptedFormat = (typeof ACCEPTED_FORMATS)[number];

/** The format the file's first bytes announce, or null when they announce none we accept. */
export function sniffImageFormat(bytes: Uint8Array): AcceptedFormat | null {
  const startsWith = (signature: number[], offset = 0) =>
    bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
  if (startsWith([0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith([0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || startsWith([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])) {
    return 'gif';
  }
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/**
 * Markers of web content (HTML, script, PHP) hidden inside an image: a polyglot file that is
 * both a picture and a page or program. Photos never contain them. The markers are long enough
 * that compressed pixel data practically never matches by chance (under 1 in 10,000 even for a
 * full 5 MB file), while XMP metadata ('<?xpacket', '<x:xmpmeta') does not match at all.
 */
const ACTIVE_CONTENT_MARKERS = ['<script', '<iframe', '<!doctype', '<html', '<?php', 'javascript:'];

export function containsActiveContent(bytes: Uint8Array): boolean {
  // latin1 maps every byte to one character, so offsets line up and nothing is lost.
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1').toLowerCase();
  return ACTIVE_CONTENT_MARKERS.some((marker) => text.includes(marker));
}
