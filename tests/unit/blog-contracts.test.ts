import { describe, expect, it } from 'vitest';
import { blogPostFormSchema, blogPostInputSchema, slugify } from '../../contracts/blog.ts';
import { fromPortalLocalInput, toPortalLocalInput } from '../../contracts/dates.ts';

describe('blog slugs', () => {
  it('transliterate Slovak and German titles into readable ASCII', () => {
    expect(slugify('Živnosť, alebo s.r.o.? Základy pre IT kontraktorov')).toBe(
      'zivnost-alebo-s-r-o-zaklady-pre-it-kontraktorov',
    );
    expect(slugify('Tagessätze: Bratislava vs. Wien – große Übersicht')).toBe(
      'tagessatze-bratislava-vs-wien-grosse-ubersicht',
    );
    expect(slugify('Ďábelské ódy ľúbia ťavy')).toBe('dabelske-ody-lubia-tavy');
    expect(slugify('!!!')).toBe('post');
    expect(slugify('a'.repeat(120))).toHaveLength(80);
  });
});

describe('publication times in the portal time zone', () => {
  it('read a datetime-local value as Bratislava time, in winter and in summer', () => {
    expect(fromPortalLocalInput('2026-12-01T09:30')?.toISOString()).toBe('2026-12-01T08:30:00.000Z');
    expect(fromPortalLocalInput('2026-07-01T09:30')?.toISOString()).toBe('2026-07-01T07:30:00.000Z');
    // The night the clocks go back and forward.
    expect(fromPortalLocalInput('2026-10-25T12:00')?.toISOString()).toBe('2026-10-25T11:00:00.000Z');
    expect(fromPortalLocalInput('2026-03-29T12:00')?.toISOString()).toBe('2026-03-29T10:00:00.000Z');
    expect(fromPortalLocalInput('tomorrow')).toBeNull();
  });

  it('write a moment back as the same input value', () => {
    for (const value of ['2026-12-01T09:30', '2026-07-01T23:59', '2027-01-01T00:00'])
      expect(toPortalLocalInput(fromPortalLocalInput(value)!)).toBe(value);
  });
});

describe('post schemas', () => {
  it('refuse control characters and unknown fields, and split the form’s tags', () => {
    const base = { title: 'Titul', language: 'sk', excerpt: 'Úvod', content: 'Text' };
    expect(blogPostInputSchema.safeParse({ ...base, title: 'a\u0000b' }).success).toBe(false);
    expect(blogPostInputSchema.safeParse({ ...base, extra: 1 }).success).toBe(false);
    expect(blogPostInputSchema.parse(base)).toMatchObject({ draft: true, tags: [], slug: null });
    expect(blogPostFormSchema.parse({ ...base, tags: 'Java,  Kotlin , Java,' }).tags).toEqual([
      'Java',
      'Kotlin',
    ]);
  });
});
