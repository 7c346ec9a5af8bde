import { describe, expect, it } from 'vitest';
import { fileTestApp } from '../setup/api-users.ts';

const app = fileTestApp();

/** Where a redirect of `path` leads, resolved the way a browser resolves `Location`. */
async function redirectOf(path: string, headers: Record<string, string> = {}) {
  const response = await app().app.request(path, { headers });
  expect([301, 302, 307, 308]).toContain(response.status);
  const location = response.headers.get('location') ?? '';
  return { location, host: new URL(location, 'https://kariera.test').host };
}

describe('language-prefix redirects stay on the site', () => {
  it.each([
    ['/sk//evil.example', {}],
    ['/sk//evil.example/path?x=1', {}],
    ['/sk/\\evil.example', {}],
    ['/sk/\\/evil.example', {}],
    ['/xx//evil.example', { 'accept-language': 'sk' }],
    ['/xx//evil.example', { 'accept-language': 'en' }],
    ['/fr/\\\\evil.example', { 'accept-language': 'de' }],
  ])('%s', async (path, headers) => {
    const { location, host } = await redirectOf(path, headers);
    expect(host).toBe('kariera.test');
    expect(location).toMatch(/^\/(?![/\\])/);
  });

  it('still moves /sk/… to the unprefixed page and an unknown language to a known one', async () => {
    expect((await redirectOf('/sk/jobs?page=2')).location).toBe('/jobs?page=2');
    expect((await redirectOf('/xx/jobs', { 'accept-language': 'en' })).location).toBe('/en/jobs');
  });
});
