import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No form of the portal lets the browser check it (issue: the event-reject reason showed Chromium's
 * English "Please fill out this field." in the Slovak admin): every `<form>`, React Router `<Form>`
 * and `<fetcher.Form>` in `app/` says `noValidate`, or takes it from `getFormProps` (the schema
 * forms), so what a visitor reads is the portal's own translated message, from the schema in the
 * browser and from the action on the server.
 */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

/** The opening tags of forms in a module's JSX (an arrow's `=>` inside an attribute included). */
const FORM_TAG = /<(?:form|Form|fetcher\.Form)(?=[\s>])(?:[^>]|=>)*>/g;

describe('forms and the browser’s own validation', () => {
  it('every form of the app turns it off', () => {
    const files = sources('app');
    let forms = 0;
    const native: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(FORM_TAG)) {
        forms++;
        if (!/\bnoValidate\b|getFormProps\(/.test(match[0])) {
          const line = text.slice(0, match.index).split('\n').length;
          native.push(`${file}:${line} ${match[0].replace(/\s+/g, ' ').slice(0, 80)}`);
        }
      }
    }
    expect(forms).toBeGreaterThan(60);
    expect(native).toEqual([]);
  });
});
