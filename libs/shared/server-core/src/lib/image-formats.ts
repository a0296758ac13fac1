/** The image types an upload may be, and what tells them apart. */

export const formats: Record<string, { ext: string; mime: string }> = {
  jpeg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
  webp: { ext: 'webp', mime: 'image/webp' },
  gif: { ext: 'gif', mime: 'image/gif' },
};
export const mimeByExt = Object.fromEntries(Object.values(formats).map((f) => [f.ext, f.mime]));

/** How many first bytes tell the image types apart (WebP's `RIFF????WEBP` is the longest). */
export const SNIFF_BYTES = 12;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The image type a file's first bytes announce (its magic number), `undefined` for anything else.
 * Four fixed signatures, so no library: decoding the stored file (sharp) still has the last word.
 */
export function sniffImageType(head: Buffer): keyof typeof formats | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  const ascii = head.toString('latin1', 0, SNIFF_BYTES);
  if (/^GIF8[79]a/.test(ascii)) return 'gif';
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'webp';
  return undefined;
}

/**
 * Most pixels an uploaded image may have (all frames of an animation together): resizing decodes
 * the whole image, 4 bytes per pixel, so a 16000×16000 PNG of 770 KB would take 1 GB.
 */
export const MAX_IMAGE_PIXELS = 25_000_000;
