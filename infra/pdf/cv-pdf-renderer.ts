import { createRequire } from 'node:module';
import path from 'node:path';
import { Font, renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';
import { CV_PDF_FONT, CvPdf } from '../../documents/cv-pdf.tsx';

/** DejaVu Sans from the `dejavu-fonts-ttf` package: embedded, no network at run time. */
const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
/** Once per process: registering the family again would mix two loaded copies of its font files. */
function registerFonts() {
  if (Font.getRegisteredFontFamilies().includes(CV_PDF_FONT)) return;
  Font.register({
    family: CV_PDF_FONT,
    fonts: [
      { src: path.join(fontDir, 'DejaVuSans.ttf') },
      { src: path.join(fontDir, 'DejaVuSans-Bold.ttf'), fontWeight: 'bold' },
    ],
  });
  // Words are never split with hyphens the font does not know.
  Font.registerHyphenationCallback((word) => [word]);
}

/** Renders a CV to PDF bytes with @react-pdf/renderer (docs/product/api-calls.md generatePdf); see render-cv-pdf.ts. */
export async function renderCvPdfNow(props: Parameters<typeof CvPdf>[0]): Promise<Uint8Array> {
  registerFonts();
  return new Uint8Array(await renderToBuffer(createElement(CvPdf, props) as never));
}
