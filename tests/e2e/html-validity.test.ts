import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { localizedPath, PUBLIC_PAGES } from './support/public-pages.ts';

/**
 * Every public page type as the server renders them are valid HTML (html-validate's rules for what the
 * HTML standard requires: content models such as `<dl>` groups, unique and well-formed ids, valid
 * attribute values such as `autocomplete`).
 */
const baseUrl = inject('baseUrl');
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

// Every public page type (ADR 144), and the English and German home and job list besides.
const PAGES = [
  ...PUBLIC_PAGES.map((p) => ({ path: p.path, status: p.status ?? 200 })),
  ...(['/', '/jobs'] as const).flatMap((path) =>
    (['en', 'de'] as const).map((locale) => ({ path: localizedPath(locale, path), status: 200 })),
  ),
];

describe('HTML validity', () => {
  it.each(PAGES)('$path is valid HTML', async ({ path, status }) => {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.status, path).toBe(status);
    const report = await validator.validateString(await response.text());
    const problems = report.results.flatMap((r) =>
      r.messages.map((m) => `${m.ruleId} (line ${m.line}): ${m.message} — ${m.selector ?? ''}`),
    );
    expect(problems).toEqual([]);
  });
});
