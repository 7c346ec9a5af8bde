import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';

/**
 * The main public pages as the server renders them are valid HTML (html-validate's rules for what the
 * HTML standard requires: content models such as `<dl>` groups, unique and well-formed ids, valid
 * attribute values such as `autocomplete`).
 */
const baseUrl = inject('baseUrl');
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

const PAGES = [
  '/',
  '/de',
  '/jobs',
  '/en/jobs?city=Bratislava&city=Ko%C5%A1ice',
  '/jobs/1',
  '/en/jobs/2',
  '/jobs/1/apply',
  '/sign-in',
  '/en/sign-up',
  '/referral',
  '/extra',
  '/salary-calculator',
  '/work-types-comparison',
  '/adequate-salary',
  '/newsfeed',
  '/dictionary',
  '/services',
  '/cases',
  '/about-us',
  '/blog',
  '/kariera-it',
  '/privacy-policy',
];

describe('HTML validity', () => {
  it.each(PAGES)('%s is valid HTML', async (path) => {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.status, path).toBe(200);
    const report = await validator.validateString(await response.text());
    const problems = report.results.flatMap((r) =>
      r.messages.map((m) => `${m.ruleId} (line ${m.line}): ${m.message} — ${m.selector ?? ''}`),
    );
    expect(problems).toEqual([]);
  });
});
