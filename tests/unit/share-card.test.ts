import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SHARE_CARD_SIZE } from '../../core/shared/ports.ts';
import { createSharpImageProcessor } from '../../infra/images/sharp-image-processor.ts';

const images = createSharpImageProcessor();

/** How many pixels of the card are light (text) rather than the dark blue background. */
async function lightPixels(png: Uint8Array): Promise<number> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  let light = 0;
  for (let i = 0; i < data.length; i += info.channels) if (data[i]! > 160) light++;
  return light;
}

describe('the link-preview card of a job', () => {
  it('is a 1200 × 630 PNG with its text drawn', async () => {
    const png = await images.shareCard({
      brand: 'Kariéra IT',
      title: 'Senior C# vývojár',
      lines: ['55 € / hod.'],
    });
    const meta = await sharp(png).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'png',
      ...SHARE_CARD_SIZE,
    });
    const blank = await images.shareCard({ brand: '', title: '', lines: [] });
    // The bottom band is light in both; the text adds many more light pixels.
    expect(await lightPixels(png)).toBeGreaterThan((await lightPixels(blank)) + 5_000);
  });

  it('draws markup, CR/LF and quotes in a title as text instead of failing or styling it', async () => {
    const hostile = [
      '</span><span foreground="red" size="500000">x',
      'A & B <b>bold</b> "quoted" \'single\'',
      'line\r\nbreak\u2028separator\u0000nul',
      'Ž'.repeat(400),
    ];
    for (const title of hostile) {
      const png = await images.shareCard({ brand: 'Kariéra IT', title, lines: [title, '€'] });
      const meta = await sharp(png).metadata();
      expect(meta.width, title).toBe(1200);
      expect(meta.height, title).toBe(630);
    }
  });
});
