/** The image type of `bytes` by their signature (JPEG, PNG, WebP, GIF), whatever the file claims to be. */
export function sniffImage(
  bytes: Uint8Array,
): 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | undefined {
  const at = (offset: number, signature: number[]) => signature.every((b, i) => bytes[offset + i] === b);
  if (at(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'image/webp';
  if (at(0, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  return undefined;
}
