// `npx tsx scripts/generate-icons.ts`: draws the icons that browsers and installed web apps ask for
// from public/favicon.svg: public/favicon.ico (16, 32 and 48 px, PNG inside an ICO container, as
// every browser since 2009 reads it) and public/icon-192.png and icon-512.png for the web app
// manifest (server/operator-files.ts). Run it again after changing the SVG; commit what it writes.
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const svg = readFileSync('public/favicon.svg');
const png = (size: number) =>
  sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toBuffer();

/** An ICO file (ICONDIR, one ICONDIRENTRY per image, then the PNG images themselves). */
function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png: data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 = 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

const sizes = [16, 32, 48];
writeFileSync(
  'public/favicon.ico',
  icoOf(await Promise.all(sizes.map(async (size) => ({ size, png: await png(size) })))),
);
for (const size of [192, 512]) writeFileSync(`public/icon-${size}.png`, await png(size));
console.log('public/favicon.ico, public/icon-192.png, public/icon-512.png written');
