/** `Content-Disposition` for a download: an ASCII fallback and the original name in UTF-8. */
export function attachment(name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'download';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** A stored document as a download: its own type, never sniffed, never cached by others. */
export const documentAnswer = (
  c: { body: (data: Uint8Array<ArrayBuffer>, status: 200, headers: Record<string, string>) => Response },
  file: { bytes: Uint8Array; mimeType: string; name: string },
) =>
  c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    'content-type': file.mimeType,
    'content-disposition': attachment(file.name),
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  }) as never;
