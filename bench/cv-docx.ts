// `npx tsx bench/cv-docx.ts`: render time of the two-page CV of `bench/cv-pdf.ts` as a Word file
// (ADR 111, goal < 300 ms like the PDF), through the renderer `GET /api/cv/{token}/docx` uses, and
// the PDF's beside it for comparison.
import { fileURLToPath } from 'node:url';
import { renderCvDocx } from '../infra/docx/render-cv-docx.ts';
import { benchCvPdf, sampleCv } from './cv-pdf.ts';

export interface CvDocxBench {
  runs: number;
  p50: number;
  p95: number;
  bytes: number;
}

export async function benchCvDocx(runs = 30): Promise<CvDocxBench> {
  const input = await sampleCv();
  let last = await renderCvDocx(input); // warm-up: loading the docx package
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    last = await renderCvDocx(input);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const result = {
    runs,
    p50: times[Math.floor(runs / 2)]!,
    p95: times[Math.min(runs - 1, Math.floor(runs * 0.95))]!,
    bytes: last.byteLength,
  };
  console.log(
    `CV Word (photo, technology table): p50 ${result.p50.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms, ${(result.bytes / 1024).toFixed(0)} KB`,
  );
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchCvPdf();
  await benchCvDocx();
}
