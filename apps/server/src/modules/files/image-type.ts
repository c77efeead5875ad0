/** Picture formats an upload may be, told by their first bytes rather than by name. */
export interface ImageType {
  ext: 'png' | 'jpg' | 'gif' | 'webp';
  contentType: string;
}

const startsWith = (buf: Buffer, bytes: readonly number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/**
 * The picture type of these bytes: PNG, JPEG, GIF or WebP; undefined for anything else.
 * SVG is refused on purpose: it is a document that can carry script.
 */
export function detectImageType(buf: Buffer): ImageType | undefined {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { ext: 'png', contentType: 'image/png' };
  }
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { ext: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a'))) {
    return { ext: 'gif', contentType: 'image/gif' };
  }
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) {
    return { ext: 'webp', contentType: 'image/webp' };
  }
  return undefined;
}

const BY_EXT: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The content type a stored picture is served with, from the extension the server gave it. */
export function contentTypeOfKey(key: string): string | undefined {
  return BY_EXT[key.slice(key.lastIndexOf('.') + 1)];
}
