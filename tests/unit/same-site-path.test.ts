import { describe, expect, it } from 'vitest';
import { localizePath, sameSitePath } from '../../core/shared/locale.ts';

describe('paths built from input stay on the site', () => {
  it.each([
    ['//evil.example', '/evil.example'],
    ['/\\evil.example', '/evil.example'],
    ['\\\\evil.example/x', '/evil.example/x'],
    ['/jobs//1?q=//x#//y', '/jobs/1?q=//x#//y'],
    ['jobs', '/jobs'],
  ])('%j → %j', (input, expected) => {
    expect(sameSitePath(input)).toBe(expected);
  });

  it('localizePath never yields a protocol-relative or backslash URL', () => {
    expect(localizePath('sk', '//evil.example')).toBe('/evil.example');
    expect(localizePath('en', '//evil.example')).toBe('/en/evil.example');
    expect(localizePath('sk', '/\\evil.example')).toBe('/evil.example');
    expect(localizePath('sk', '')).toBe('/');
    expect(localizePath('de', '/')).toBe('/de');
    expect(localizePath('en', '/jobs?page=2')).toBe('/en/jobs?page=2');
  });
});
