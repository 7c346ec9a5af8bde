import { createRequire } from 'node:module';
import path from 'node:path';
import { SHARE_CARD_SIZE, type ShareCard } from '../../core/shared/ports.ts';
import { loadSharp } from './load-sharp.ts';

/** DejaVu Sans from the `dejavu-fonts-ttf` package (as the CV's PDF): no system font is needed. */
const FONTS = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
const BOLD = path.join(FONTS, 'DejaVuSans-Bold.ttf');
const REGULAR = path.join(FONTS, 'DejaVuSans.ttf');

const { width: WIDTH, height: HEIGHT } = SHARE_CARD_SIZE;
const MARGIN = 80;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;

/** Text for Pango markup: `&`, `<`, `>` and quotes escaped, control characters and line breaks as spaces. */
const markup = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
    .trim();

/** The portal's blue with a lighter band: shapes only, which need no font. */
const BACKGROUND = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#2554e6"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
<rect x="0" y="${HEIGHT - 12}" width="${WIDTH}" height="12" fill="#bfd3fe"/>
</svg>`;

/** One block of text as a transparent PNG, at most `maxHeight` high (a long title is drawn smaller). */
async function textBlock(text: string, { bold, size, color, maxHeight }: TextStyle): Promise<Buffer | null> {
  if (!markup(text)) return null;
  const sharp = await loadSharp();
  const render = (fit: boolean) =>
    sharp({
      text: {
        text: `<span foreground="${color}">${markup(text)}</span>`,
        font: `DejaVu Sans ${bold ? 'Bold ' : ''}${size}`,
        fontfile: bold ? BOLD : REGULAR,
        width: TEXT_WIDTH,
        ...(fit ? { height: maxHeight } : {}),
        rgba: true,
        wrap: 'word-char',
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
  const first = await render(false);
  return first.info.height <= maxHeight ? first.data : (await render(true)).data;
}

interface TextStyle {
  bold: boolean;
  size: number;
  color: string;
  maxHeight: number;
}

/** The link-preview image of a share card: brand, title and lines on the portal's colours, as PNG. */
export async function renderShareCard(card: ShareCard): Promise<Uint8Array> {
  const sharp = await loadSharp();
  const brand = await textBlock(card.brand, { bold: true, size: 30, color: '#bfd3fe', maxHeight: 50 });
  const title = await textBlock(card.title, { bold: true, size: 60, color: '#ffffff', maxHeight: 290 });
  const lines = await Promise.all(
    card.lines
      .filter((l) => l.trim())
      .slice(0, 3)
      .map((l) => textBlock(l, { bold: false, size: 36, color: '#eef4ff', maxHeight: 50 })),
  );
  const heightOf = async (png: Buffer) => (await sharp(png).metadata()).height ?? 0;
  const layers: { input: Buffer; top: number; left: number }[] = [];
  if (brand) layers.push({ input: brand, top: 60, left: MARGIN });
  let top = 150;
  if (title) {
    layers.push({ input: title, top, left: MARGIN });
    top += (await heightOf(title)) + 36;
  }
  for (const line of lines) {
    if (!line || top + 50 > HEIGHT - 40) continue;
    layers.push({ input: line, top, left: MARGIN });
    top += (await heightOf(line)) + 14;
  }
  const png = await sharp(Buffer.from(BACKGROUND))
    .composite(layers)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  return new Uint8Array(png);
}
