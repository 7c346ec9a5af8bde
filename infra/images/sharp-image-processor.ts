import type { ImageProcessor, NormalizedImage } from '../../core/shared/ports.ts';
import { sniffImage } from '../../core/shared/sniff-image.ts';
import { MAX_IMAGE_PIXELS } from '../../core/files/image-dimensions.ts';
import { loadSharp } from './load-sharp.ts';
import { renderShareCard } from './share-card.ts';

const outputs = {
  webp: { contentType: 'image/webp', extension: 'webp' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
} as const;

/** Re-encodes JPEG, PNG and WebP images with sharp; EXIF, ICC and XMP metadata are dropped. */
export function createSharpImageProcessor(): ImageProcessor {
  return {
    shareCard: renderShareCard,
    async normalize(bytes, { maxWidth, maxHeight, format = 'webp' }): Promise<NormalizedImage | undefined> {
      const sniffed = sniffImage(bytes);
      if (sniffed !== 'image/jpeg' && sniffed !== 'image/png' && sniffed !== 'image/webp') return undefined;
      const sharp = await loadSharp();
      try {
        const pipeline = sharp(bytes, {
          // libvips checks the budget again against the header it reads (ADR 033).
          limitInputPixels: MAX_IMAGE_PIXELS,
          failOn: 'error',
          animated: false,
        })
          .rotate()
          .resize({ width: maxWidth, height: maxHeight, fit: 'inside', withoutEnlargement: true });
        const encoded =
          format === 'jpeg'
            ? pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true })
            : format === 'png'
              ? pipeline.png({ compressionLevel: 9 })
              : pipeline.webp({ quality: 80 });
        const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
        return {
          bytes: new Uint8Array(data),
          ...outputs[format],
          width: info.width,
          height: info.height,
        };
      } catch {
        // Not decodable as the image it claims to be (truncated, corrupt, too many pixels).
        return undefined;
      }
    },
  };
}
