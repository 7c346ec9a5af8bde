/**
 * Pixel budget of an uploaded image (ADR 033): width × height as the file's header declares them,
 * read without decoding, so a few kilobytes that declare 50,000 × 50,000 pixels are refused before
 * any decoder allocates for them. The image processor enforces the same budget while decoding.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The declared size of a JPEG, PNG, WebP or GIF; undefined when the header cannot be read. */
export function imageDimensions(bytes: Uint8Array): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = (offset: number, signature: number[]) => signature.every((b, i) => bytes[offset + i] === b);
  const fits = (end: number) => end <= bytes.length;
  // PNG: the IHDR chunk comes first.
  if (at(0, [0x89, 0x50, 0x4e, 0x47]) && at(12, [0x49, 0x48, 0x44, 0x52]) && fits(24))
    return { width: view.getUint32(16), height: view.getUint32(20) };
  // GIF: the logical screen.
  if (at(0, [0x47, 0x49, 0x46, 0x38]) && fits(10))
    return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return webpDimensions(bytes, view);
  if (at(0, [0xff, 0xd8])) return jpegDimensions(bytes, view);
  return undefined;
}

function webpDimensions(bytes: Uint8Array, view: DataView) {
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === 'VP8X' && bytes.length >= 30) {
    const u24 = (o: number) => bytes[o]! | (bytes[o + 1]! << 8) | (bytes[o + 2]! << 16);
    return { width: u24(24) + 1, height: u24(27) + 1 };
  }
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ' && bytes.length >= 30)
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  return undefined;
}

/** The first start-of-frame segment of a JPEG: its lines and samples per line. */
function jpegDimensions(bytes: Uint8Array, view: DataView) {
  let offset = 2;
  while (offset + 9 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset++;
      continue;
    }
    // Standalone markers carry no length.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += 2;
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    if (marker === 0xda || marker === 0xd9) return undefined;
    offset += 2 + view.getUint16(offset + 2);
  }
  return undefined;
}
