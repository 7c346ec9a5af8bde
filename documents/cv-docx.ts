import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  ImageRun,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ParagraphChild,
} from 'docx';
import type { ClientCvBranding } from '../contracts/client-cv-values.ts';
import type { CvLanguage } from '../contracts/cv.ts';
import { cvSheetLabels, formatCvPeriod } from '../contracts/cv-sheet.ts';
import type { CvFileProps } from './cv-pdf.tsx';
import { cvSheetCatalog } from './cv-sheet-catalog.ts';

/** Word's language tag of a CV language (spelling and hyphenation in Word). */
const WORD_LANGUAGE: Record<CvLanguage, string> = { sk: 'sk-SK', en: 'en-GB' };

/** A text as runs: each line of a multi-line text on its own line (Word's line break, not a paragraph). */
function lines(text: string, options: { bold?: boolean; color?: string } = {}): ParagraphChild[] {
  return text.split('\n').map((line, i) => new TextRun({ text: line, break: i > 0 ? 1 : 0, ...options }));
}

const paragraph = (text: string, options: { bold?: boolean; color?: string } = {}) =>
  new Paragraph({ children: lines(text, options), spacing: { after: 80 } });

/** A description split into paragraphs at blank lines, as the shared page shows it. */
const paragraphs = (text: string | undefined) =>
  text ? text.split(/\n{2,}/).map((part) => paragraph(part)) : [];

const heading1 = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_1 });
const heading2 = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_2 });
const bullet = (children: ParagraphChild[]) => new Paragraph({ children, bullet: { level: 0 } });
const muted = (text: string) => new Paragraph({ children: [new TextRun({ text, color: '64748B' })] });

/** The photo of a data URL as an image run, or null when it is not a JPEG or PNG. */
function photoRun(photo: string | undefined, size = 96, alt = 'photo'): ImageRun | null {
  const match = /^data:image\/(jpeg|png);base64,(.+)$/.exec(photo ?? '');
  if (!match) return null;
  return new ImageRun({
    type: match[1] === 'png' ? 'png' : 'jpg',
    data: Buffer.from(match[2]!, 'base64'),
    transformation: { width: size, height: size },
    altText: { name: alt, title: alt, description: alt },
  });
}

/** The portal's band at the top of a client CV (ADR 112): logo and name, then its contact. */
function brandingParagraphs(branding: ClientCvBranding): Paragraph[] {
  const logo = photoRun(branding.logo, 36, branding.portal);
  return [
    new Paragraph({
      children: [
        ...(logo ? [logo, new TextRun({ text: '  ' })] : []),
        new TextRun({ text: branding.portal, bold: true, color: '1E40AF', size: 28 }),
      ],
    }),
    new Paragraph({
      children: [new TextRun({ text: branding.contact.join('  ·  '), color: '475569' })],
      border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: '1E40AF', space: 4 } },
      spacing: { after: 200 },
    }),
  ];
}

/**
 * The CV as a Word document (ADR 111): the same content and order as the PDF and the shared page,
 * with Word's own structure — the name as Title, sections as Heading 1, entries as Heading 2,
 * bulleted lists, the photo, and the years of practice per technology as a table instead of the
 * chart. All text goes through the `docx` package, which escapes it for XML.
 */
export function cvDocx({ shared, cv, language, photo, branding }: CvFileProps): Document {
  const l = cvSheetLabels(language, cvSheetCatalog(language));
  const { person } = shared;
  const name = `${person.firstName} ${person.lastName}`.trim();
  const contact = [person.city, person.email, person.phone].filter(Boolean).join('  ·  ');
  const image = photoRun(photo);
  const period = (from: string | null, to: string | null) => formatCvPeriod(language, from, to, l.present);
  const children: (Paragraph | Table)[] = [];

  if (branding) children.push(...brandingParagraphs(branding));
  if (image) children.push(new Paragraph({ children: [image], spacing: { after: 120 } }));
  children.push(new Paragraph({ text: name, heading: HeadingLevel.TITLE }));
  if (cv.position) children.push(paragraph(cv.position, { color: '334155' }));
  if (contact) children.push(muted(contact));

  if (cv.bio) children.push(heading1(l.profile), ...paragraphs(cv.bio));

  if (cv.employments.length) children.push(heading1(l.employments));
  for (const e of cv.employments) {
    children.push(heading2(`${e.position} · ${e.company}`), muted(period(e.from, e.to)));
    children.push(...paragraphs(e.description));
    if (e.technologies.length) children.push(muted(e.technologies.join(', ')));
  }

  if (shared.experience?.length) {
    children.push(heading1(l.experience));
    const cell = (text: string, bold = false, right = false) =>
      new TableCell({
        children: [
          new Paragraph({
            children: [new TextRun({ text, bold })],
            alignment: right ? AlignmentType.RIGHT : AlignmentType.LEFT,
          }),
        ],
      });
    children.push(
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: [
          new TableRow({
            tableHeader: true,
            children: [cell(l.technology, true), cell(l.yearsColumn, true, true)],
          }),
          ...shared.experience.map(
            (row) =>
              new TableRow({ children: [cell(row.technology), cell(l.yearsShort(row.years), false, true)] }),
          ),
        ],
      }),
    );
  }

  if (cv.educations.length) children.push(heading1(l.educations));
  for (const e of cv.educations) {
    children.push(heading2(`${e.diploma} · ${e.school}`));
    if (e.faculty) children.push(paragraph(e.faculty));
    const when = period(e.from, e.to);
    if (when) children.push(muted(when));
    children.push(...paragraphs(e.description));
  }

  if (cv.technologies.length) {
    children.push(heading1(l.technologies));
    for (const t of cv.technologies)
      children.push(
        bullet([
          new TextRun({ text: t.name, bold: t.specialization }),
          new TextRun({ text: ` (${l.years[t.years]})${t.specialization ? ` · ${l.specializations}` : ''}` }),
        ]),
      );
  }

  if (cv.languages.length) {
    children.push(heading1(l.languages));
    for (const x of cv.languages)
      children.push(bullet([new TextRun(`${x.language} – ${l.levels[x.level]}`)]));
  }

  if (cv.certificates.length) {
    children.push(heading1(l.certificates));
    for (const c of cv.certificates)
      children.push(
        bullet([
          new TextRun({ text: c.name, bold: true }),
          ...(c.description ? [new TextRun({ text: ' – ' }), ...lines(c.description)] : []),
        ]),
      );
  }

  if (cv.references.length) {
    children.push(heading1(l.references));
    for (const r of cv.references)
      children.push(
        bullet([
          new TextRun({ text: r.link }),
          ...(r.description ? [new TextRun({ text: ' – ' }), ...lines(r.description)] : []),
        ]),
      );
  }

  return new Document({
    creator: branding?.portal ?? name,
    title: cv.position ? `${name} – ${cv.position}` : name,
    styles: {
      default: {
        document: { run: { font: 'Calibri', size: 21, language: { value: WORD_LANGUAGE[language] } } },
        heading1: { run: { color: '1E40AF', size: 26, bold: true }, paragraph: { spacing: { before: 240 } } },
        heading2: { run: { color: '0F172A', size: 22, bold: true }, paragraph: { spacing: { before: 160 } } },
      },
    },
    sections: [{ children }],
  });
}
