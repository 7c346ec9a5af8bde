import type { CvPdf } from '../../documents/cv-pdf.tsx';

/**
 * Renders a CV to PDF bytes (docs/product/api-calls.md generatePdf). The renderer — @react-pdf with its layout engine,
 * font parser and the fonts, about 60 MB of a server's memory — is loaded with the first PDF a
 * server makes, not with the server (ADR 082).
 */
export async function renderCvPdf(props: Parameters<typeof CvPdf>[0]): Promise<Uint8Array> {
  const { renderCvPdfNow } = await import('./cv-pdf-renderer.ts');
  return renderCvPdfNow(props);
}
