import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createSharpImageProcessor } from '../../infra/images/sharp-image-processor.ts';

const images = createSharpImageProcessor();

async function photoWithExif(width: number, height: number): Promise<Uint8Array> {
  const data = await sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret camera owner', Make: 'Phone' } } })
    .toBuffer();
  return new Uint8Array(data);
}

describe('image processor', () => {
  it('re-encodes a photo within the box and drops its EXIF metadata', async () => {
    const input = await photoWithExif(1600, 900);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const out = await images.normalize(input, { maxWidth: 800, maxHeight: 800 });
    expect(out).toMatchObject({ contentType: 'image/webp', extension: 'webp', width: 800, height: 450 });
    const meta = await sharp(out!.bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(Buffer.from(out!.bytes).includes('secret camera owner')).toBe(false);
  });

  it('does not enlarge small images and can keep PNG', async () => {
    const png = new Uint8Array(
      await sharp({ create: { width: 40, height: 20, channels: 4, background: '#00000000' } })
        .png()
        .toBuffer(),
    );
    const out = await images.normalize(png, { maxWidth: 400, maxHeight: 400, format: 'png' });
    expect(out).toMatchObject({ contentType: 'image/png', width: 40, height: 20 });
  });

  it('refuses HTML, SVG and truncated images named as pictures', async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const html = new TextEncoder().encode('<!doctype html><title>x</title>');
    const truncated = (await photoWithExif(200, 200)).slice(0, 120);
    for (const bytes of [svg, html, truncated])
      expect(await images.normalize(bytes, { maxWidth: 100, maxHeight: 100 })).toBeUndefined();
  });
});
