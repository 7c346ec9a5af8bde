import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['app', 'core', 'emails', 'server', 'infra', 'contracts'];
/** The one module that may build date formatters. */
const FORMATTER = path.join('contracts', 'dates.ts');

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(name)) yield full;
  }
}

describe('dates', () => {
  it('every page and e-mail writes dates through contracts/dates.ts (one time zone, one style)', () => {
    const offenders: string[] = [];
    for (const dir of SOURCES)
      for (const file of sourceFiles(path.join(ROOT, dir))) {
        const relative = path.relative(ROOT, file);
        if (relative === FORMATTER) continue;
        const text = readFileSync(file, 'utf8');
        if (/Intl\.DateTimeFormat|\.toLocale(Date|Time)?String\(/.test(text)) offenders.push(relative);
      }
    expect(offenders).toEqual([]);
  });
});
