// `npx tsx bench/cv-pdf.ts`: render time of a two-page CV with photo and experience chart
// (docs/ARCHITECTURE.md#quality-bars: < 300 ms), through the same renderer the PDF task uses.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { CvInLanguage } from '../contracts/cv.ts';
import { computeExperience } from '../core/cv/compute-experience.ts';
import { renderCvPdf } from '../infra/pdf/render-cv-pdf.ts';

export interface CvPdfBench {
  runs: number;
  p50: number;
  p95: number;
  pages: number;
  bytes: number;
}

const SAMPLE =
  'Navrhol som dátový sklad porúch koľají a jeho nočné načítanie (5 TB). Zrýchlil som import zo šiestich hodín na štyridsať minút. ' +
  'Viedol som tím piatich ľudí a zaviedol revízie kódu. Größere Übungen für Ärzte: Öl, Straße.';

/** A realistic two-page CV: seven jobs, education, technologies, languages, photo and chart. */
export async function sampleCv() {
  const employments = Array.from({ length: 7 }, (_, i) => ({
    company: `Železničná spoločnosť ${i + 1}, a. s.`,
    position: 'Senior vývojár',
    from: `${2010 + 2 * i}-01`,
    to: i === 6 ? null : `${2011 + 2 * i}-12`,
    description: SAMPLE,
    technologies: ['Java', i % 2 ? 'Kotlin' : 'PostgreSQL', 'Docker'],
  }));
  const cv: CvInLanguage = {
    position: 'Vedúci vývojár',
    bio: 'Backend vývojár s 15 rokmi praxe v doprave a zdravotníctve. Mám rád čistý kód a merateľné výsledky.',
    employments,
    educations: [
      {
        diploma: 'Ing.',
        school: 'Žilinská univerzita',
        faculty: 'FRI',
        from: '2005-09',
        to: '2010-06',
        description: SAMPLE,
      },
    ],
    references: [{ link: 'https://github.com/example', description: 'Open-source projekty' }],
    certificates: [{ name: 'Oracle Certified Professional', description: 'Java SE 17' }],
    languages: [
      { language: 'Slovenčina', level: 'native' },
      { language: 'Deutsch', level: 'C1' },
    ],
    technologies: [
      { name: 'Java', years: '10+', specialization: true },
      { name: 'Kotlin', years: '5-10', specialization: true },
      { name: 'PostgreSQL', years: '10+', specialization: false },
    ],
  };
  const jpeg = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#4f6bd8' } })
    .jpeg()
    .toBuffer();
  return {
    shared: {
      language: 'sk' as const,
      primaryLanguage: 'sk' as const,
      languages: ['sk' as const],
      secondLanguage: null,
      privacy: 'public' as const,
      person: {
        firstName: 'Ľubomír',
        lastName: 'Šťastný',
        email: 'lubo@example.sk',
        phone: '+421 905 123 456',
        city: 'Žilina',
      },
      photoUrl: '/photo',
      experience: computeExperience(employments, '2026-11-25'),
      updatedAt: new Date().toISOString(),
      isOwner: true,
    },
    cv,
    language: 'sk' as const,
    photo: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
  };
}

export async function benchCvPdf(runs = 30): Promise<CvPdfBench> {
  const input = await sampleCv();
  let last = await renderCvPdf(input); // warm-up: fonts and layout caches
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    last = await renderCvPdf(input);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const pages = Number(
    /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: last, encoding: 'utf8' }))?.[1],
  );
  const result = {
    runs,
    p50: times[Math.floor(runs / 2)]!,
    p95: times[Math.min(runs - 1, Math.floor(runs * 0.95))]!,
    pages,
    bytes: last.byteLength,
  };
  console.log(
    `CV PDF (${pages} pages, photo, chart): p50 ${result.p50.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms, ${(result.bytes / 1024).toFixed(0)} KB`,
  );
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchCvPdf();
