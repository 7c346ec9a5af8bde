import { describe, expect, it } from 'vitest';
import { previewCv } from '../../contracts/cv-import.ts';
import { importJsonResume } from '../../contracts/json-resume.ts';
import { imageDimensions } from '../../core/files/image-dimensions.ts';
import { isUnsafeEntryName, readZip, ZipRefused } from '../../core/files/read-zip.ts';
import { parseLinkedInExport } from '../../infra/import/linkedin-export.ts';
import { hostileFiles } from '../fixtures/hostile/generate.ts';

/** The parsers against the hostile-file corpus, without HTTP (ADR 033). */
const corpus = new Map(hostileFiles().map((f) => [f.name, f.bytes]));
const file = (name: string) => corpus.get(name)!;

describe('the ZIP reader', () => {
  const budget = { entries: 100, totalBytes: 10 * 1024 * 1024, entryBytes: 10 * 1024 * 1024 };
  const reason = (bytes: Uint8Array) =>
    readZip(bytes, budget, () => 'count').then(
      () => 'read',
      (error: unknown) => (error instanceof ZipRefused ? error.reason : String(error)),
    );

  it('stops at the bytes really inflated, whatever the headers declare', async () => {
    expect(await reason(file('zip-bomb-1g.zip'))).toBe('too_large');
    expect(await reason(file('zip-bomb-8g.zip'))).toBe('too_large');
  });

  it('refuses too many entries and path-traversal names before inflating anything', async () => {
    expect(await reason(file('entries-100k.zip'))).toBe('too_many_entries');
    expect(await reason(file('path-traversal.zip'))).toBe('unsafe_name');
    expect(['../x', 'a/../../x', '/etc/passwd', 'C:\\x', 'a\\..\\x', 'a\0b'].every(isUnsafeEntryName)).toBe(
      true,
    );
    expect(['word/document.xml', 'a..b/c', '..x'].some(isUnsafeEntryName)).toBe(false);
  });

  it('does not open nested archives: their compressed bytes count like any entry', async () => {
    const { files } = await readZip(file('nested.zip'), budget, () => 'keep');
    expect([...files.keys()]).toEqual(['inner.zip', 'export/inner-2.zip']);
    expect(files.get('inner.zip')!.length).toBeLessThan(2 * 1024 * 1024);
  });
});

describe('imports over the sections’ limits', () => {
  it('keep the first entries of each section and count the rest, from LinkedIn and JSON Resume alike', async () => {
    for (const [name, entries] of [
      ['linkedin-31.zip', 31],
      ['linkedin-1000.zip', 1000],
    ] as const) {
      const cv = await parseLinkedInExport(file(name));
      expect(cv.employments.map((e) => e.company).slice(0, 2)).toEqual(['Firma 0', 'Firma 1']);
      expect(cv.omitted).toEqual({
        employments: entries - 30,
        educations: entries - 30,
        certificates: entries - 30,
        languages: entries - 30,
        ...(entries > 60 ? { technologies: entries - 60 } : {}),
      });
    }
    const resume = importJsonResume(JSON.parse(new TextDecoder().decode(file('resume-1000.json'))));
    expect([resume.employments.length, resume.technologies.length, resume.omitted.employments]).toEqual([
      30, 60, 970,
    ]);
  });

  it('refuse a CSV of 100,000 rows without blocking the event loop for long', async () => {
    let longest = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      longest = Math.max(longest, performance.now() - last);
      last = performance.now();
    }, 1);
    await expect(parseLinkedInExport(file('linkedin-100k-rows.zip'))).rejects.toMatchObject({
      reason: 'too_many_rows',
    });
    clearInterval(timer);
    // A generous bound on a busy machine: the whole file used to be one synchronous parse.
    expect(longest).toBeLessThan(500);
  });

  it('never throw, whatever the draft holds', () => {
    const preview = previewCv({
      position: 'x'.repeat(500),
      employments: [{ company: 'A', position: 'B', from: '2020-13' }, 'nonsense', null],
      technologies: Array.from({ length: 20 }, (_, i) => ({
        name: i % 2 ? 'Java' : `T${i}`,
        years: '1',
        specialization: true,
      })),
    });
    expect(preview.position).toEqual({});
    expect(preview.employments).toEqual([]);
    expect(preview.technologies.filter((t) => t.specialization)).toHaveLength(9);
    expect(new Set(preview.technologies.map((t) => t.name)).size).toBe(preview.technologies.length);
  });
});

describe('image headers', () => {
  it('read the declared size of PNG, JPEG, WebP and GIF pixel bombs', () => {
    for (const name of ['png-bomb.png', 'jpeg-bomb.jpg', 'webp-bomb.webp', 'gif-bomb.gif'])
      expect(imageDimensions(file(name)), name).toEqual({ width: 50_000, height: 50_000 });
    expect(imageDimensions(file('script.svg'))).toBeUndefined();
  });
});
