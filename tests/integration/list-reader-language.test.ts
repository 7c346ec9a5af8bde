import { describe, expect, it } from 'vitest';
import { nextClientIp } from '../setup/api-users.ts';
import { filePageTestApp } from '../setup/page-app.ts';

/**
 * The blog, the events and the newsfeed open in the reader's language: the English and German sites
 * do not list Slovak posts first; a visible switch shows every language (ADR 143).
 */
const app = filePageTestApp();
const ORIGIN = 'https://kariera.test';
const get = async (path: string) => {
  const response = await app().app.request(`${ORIGIN}${path}`, {
    headers: { 'x-forwarded-for': nextClientIp() },
  });
  expect(response.status, path).toBe(200);
  return response.text();
};
const api = async <T>(path: string) => (await (await app().app.request(`${ORIGIN}${path}`)).json()) as T;
/** Escapes a title as React writes it into HTML. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&#x27;');

describe('lists in the reader’s language', () => {
  it('/en/blog lists English posts only, with "All languages" a link away', async () => {
    const { items: slovak } = await api<{ items: { title: string }[] }>('/api/blog/posts?language=sk');
    const { items: english } = await api<{ items: { title: string }[] }>('/api/blog/posts?language=en');
    expect(slovak.length).toBeGreaterThan(0);
    expect(english.length).toBeGreaterThan(0);
    const own = await get('/en/blog');
    expect(own).toContain(html(english[0]!.title));
    expect(own).not.toContain(html(slovak[0]!.title));
    expect(own).toMatch(/href="\/en\/blog\?language=all"[^>]*>All languages</);
    expect(own).toMatch(/aria-current="true"[^>]*>Only in English</);
    const all = await get('/en/blog?language=all');
    expect(all).toContain(html(slovak[0]!.title));
    expect(all).toContain(html(english[0]!.title));
  });

  it('/de/events lists German events, /de/events?language=all every language', async () => {
    const { items: slovak } = await api<{ items: { name: string }[] }>('/api/events?language=sk');
    const { items: german } = await api<{ items: { name: string }[] }>('/api/events?language=de');
    expect(slovak.length).toBeGreaterThan(0);
    expect(german.length).toBeGreaterThan(0);
    const own = await get('/de/events');
    expect(own).toContain(html(german[0]!.name));
    expect(own).not.toContain(html(slovak[0]!.name));
    expect(own).toMatch(/>Alle Sprachen</);
    expect(own).toMatch(/aria-current="true"[^>]*>Nur auf Deutsch</);
    expect(await get('/de/events?language=all')).toContain(html(slovak[0]!.name));
  });

  it('/en/newsfeed lists English links, "All" is the switch to every language', async () => {
    const own = await get('/en/newsfeed');
    const all = await get('/en/newsfeed?language=all');
    const count = (page: string) => (page.match(/<article/g) ?? []).length;
    expect(count(own)).toBeGreaterThan(0);
    expect(own).toMatch(/aria-current="page"[^>]*>English</);
    expect(all).toMatch(/aria-current="page"[^>]*>All</);
    const langs = (page: string) => new Set([...page.matchAll(/<h2 lang="([a-z]{2})"/g)].map((m) => m[1]));
    expect([...langs(own)]).toEqual(['en']);
    // The Slovak site lists Slovak links only (or none), never the English ones of the first page.
    expect([...langs(await get('/newsfeed'))].filter((l) => l !== 'sk')).toEqual([]);
  });
});
