import { contentDisposition } from '../../core/shared/content-disposition.ts';

/** A stored document as a download: its own type, never sniffed, never cached by others. */
export const documentAnswer = (
  c: { body: (data: Uint8Array<ArrayBuffer>, status: 200, headers: Record<string, string>) => Response },
  file: { bytes: Uint8Array; mimeType: string; name: string },
) =>
  c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    'content-type': file.mimeType,
    'content-disposition': contentDisposition('attachment', file.name),
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  }) as never;
