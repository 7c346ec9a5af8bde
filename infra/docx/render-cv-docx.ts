import type { cvDocx } from '../../documents/cv-docx.ts';

/**
 * Renders a CV to a Word file (ADR 111). The `docx` package is loaded with the first Word file a
 * server makes, not with the server (as the PDF renderer, ADR 082).
 */
export async function renderCvDocx(props: Parameters<typeof cvDocx>[0]): Promise<Uint8Array> {
  const [{ Packer }, { cvDocx: template }] = await Promise.all([
    import('docx'),
    import('../../documents/cv-docx.ts'),
  ]);
  return new Uint8Array(await Packer.toBuffer(template(props)));
}
