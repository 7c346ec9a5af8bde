import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeImage } from '../../core/files/store-image.ts';
import { storeDocument } from '../../core/files/store-document.ts';
import { createSharpImageProcessor } from '../../infra/images/sharp-image-processor.ts';
import { hasErrorCode } from '../../core/shared/app-error.ts';
import { createTestApp } from '../setup/test-app.ts';
import { pdfBytes } from '../factories/documents.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const images = createSharpImageProcessor();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const png = async (width: number, height: number) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#cc3366' } })
      .png()
      .toBuffer(),
  );

const store = (bytes: Uint8Array, kind = 'event-image') =>
  storeImage({
    db: t.database.db,
    files: t.accounts.deps.files,
    images,
    ownerUserId: null,
    kind,
    bytes,
    field: 'image',
    maxWidth: 1200,
    maxHeight: 800,
  });

describe('public images', () => {
  it('stores an image re-encoded and serves it under /media with long caching', async () => {
    const stored = await store(await png(2400, 1000));
    expect(stored.id).toMatch(/^[a-f0-9]{32}\.webp$/);
    expect(stored).toMatchObject({ width: 1200, height: 500, mimeType: 'image/webp' });
    const res = await t.app.request(`/media/${stored.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(new Uint8Array(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200 });
  });

  it('refuses HTML named as a picture and files over 5 MB with a field error, storing nothing', async () => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const err = await store(html).catch((e: unknown) => e);
    expect(hasErrorCode(err, 'VALIDATION_FAILED')).toBe(true);
    expect((err as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({
      image: ['validation.imageType'],
    });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    const tooBig = await store(big).catch((e: unknown) => e);
    expect((tooBig as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({
      image: ['validation.imageSize'],
    });
  });

  it('never serves private files (CV photos, CVs) or unknown ids', async () => {
    const photo = await store(await png(300, 300), 'cv-photo');
    expect((await t.app.request(`/media/${photo.id}`)).status).toBe(404);
    const cv = await storeDocument({
      db: t.database.db,
      files: t.accounts.deps.files,
      ownerUserId: null,
      kind: 'cv',
      originalName: 'cv.pdf',
      bytes: pdfBytes(),
    });
    expect((await t.app.request(`/media/${cv.id}`)).status).toBe(404);
    expect((await t.app.request(`/media/${'0'.repeat(32)}.webp`)).status).toBe(404);
  });
});
