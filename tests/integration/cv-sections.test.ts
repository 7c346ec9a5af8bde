import { describe, expect, it } from 'vitest';
import { apiCaller, fileTestApp, registerVerifiedCandidate } from '../setup/api-users.ts';

/**
 * The CV saved section by section (issue 23 scope 5, ADR 115): a section is stored without touching
 * the others, a save of a version loaded before another save of the same section is refused with 409
 * `CV_SECTION_STALE` and a translated message, and the section keeps the rules of the whole document.
 */
const app = fileTestApp();
const call = apiCaller(app);

type Versions = Record<string, number>;
async function body<T>(response: Response, status: number): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

describe('saving one section of my CV', () => {
  it('keeps the other sections, refuses a stale version of the same section and says why', async () => {
    const { cookie } = await registerVerifiedCandidate(app);
    const put = (section: string, payload: unknown, lang = 'en') =>
      call('PUT', `/api/candidates/my/cv/sections/${section}`, { cookie, body: payload, lang });
    const loaded = await body<Versions>(await call('GET', '/api/candidates/my/cv/sections', { cookie }), 200);
    expect(loaded).toEqual({
      basic: 0,
      employments: 0,
      educations: 0,
      references: 0,
      certificates: 0,
      languages: 0,
      technologies: 0,
    });

    // Two tabs opened at the same time: one saves the languages, the other the technologies.
    const languages = await body<{ version: number; languages: unknown[] }>(
      await put('languages', { version: 0, languages: [{ language: 'Deutsch', level: 'B2' }] }),
      200,
    );
    expect(languages).toEqual({ version: 1, languages: [{ language: 'Deutsch', level: 'B2' }] });
    const technologies = await body<{ version: number }>(
      await put('technologies', {
        version: 0,
        technologies: [{ name: 'Java', years: '3', specialization: true }],
      }),
      200,
    );
    expect(technologies.version).toBe(1);
    const cv = await body<{ languages: unknown[]; technologies: { name: string }[] }>(
      await call('GET', '/api/candidates/my/cv', { cookie }),
      200,
    );
    expect(cv.languages).toEqual([{ language: 'Deutsch', level: 'B2' }]);
    expect(cv.technologies.map((t) => t.name)).toEqual(['Java']);

    // The second tab still holds version 0 of the languages: refused, in the caller's language.
    const stale = await body<{ code: string; title: string }>(
      await put('languages', { version: 0, languages: [] }, 'sk'),
      409,
    );
    expect(stale.code).toBe('CV_SECTION_STALE');
    expect(stale.title).toContain('Načítajte stránku znova');
    const english = await body<{ title: string }>(await put('languages', { version: 0, languages: [] }), 409);
    expect(english.title).toContain('Reload the page');
    const kept = await body<{ languages: unknown[] }>(
      await call('GET', '/api/candidates/my/cv', { cookie }),
      200,
    );
    expect(kept.languages).toHaveLength(1);

    // With the version it was answered, the next save goes through.
    expect(
      (await body<{ version: number }>(await put('languages', { version: 1, languages: [] }), 200)).version,
    ).toBe(2);
    // Saving the whole document raises every section: an editor holding the old versions is told.
    await body(await call('PUT', '/api/candidates/my/cv', { cookie, body: {} }), 200);
    expect((await put('technologies', { version: 1, technologies: [] })).status).toBe(409);
    const after = await body<Versions>(await call('GET', '/api/candidates/my/cv/sections', { cookie }), 200);
    expect(after.technologies).toBe(2);
    expect(after.languages).toBe(3);
  });

  it('validates a section like the document, with the same field paths, and nothing else', async () => {
    const { cookie } = await registerVerifiedCandidate(app);
    const put = (section: string, payload: unknown) =>
      call('PUT', `/api/candidates/my/cv/sections/${section}`, { cookie, body: payload });
    const invalid = await body<{ fieldErrors: Record<string, string[]> }>(
      await put('employments', {
        employments: [{ company: '', position: {}, from: '2019-13', to: null, technologies: [] }],
      }),
      400,
    );
    expect(invalid.fieldErrors['employments.0.company']).toEqual(['Please fill in this field.']);
    expect(invalid.fieldErrors['employments.0.position']).toEqual(['Please fill in this field.']);
    expect(invalid.fieldErrors['employments.0.from']).toEqual(['Please enter a valid date.']);

    const ten = Array.from({ length: 10 }, (_, i) => ({
      name: ['Java', 'Python', 'Go', 'Rust', 'Kotlin', 'Scala', 'Ruby', 'PHP', 'Swift', 'Perl'][i],
      years: '2',
      specialization: true,
    }));
    const limit = await body<{ fieldErrors: Record<string, string[]> }>(
      await put('technologies', { technologies: ten }),
      400,
    );
    expect(limit.fieldErrors.technologies).toEqual(['You can mark at most 9 specialisations.']);

    // Another section's fields, an unknown section, a version that is not a count: refused, not stored.
    expect((await put('languages', { employments: [] })).status).toBe(400);
    expect((await put('photo', { languages: [] })).status).toBe(400);
    expect((await put('languages', { version: -1, languages: [] })).status).toBe(400);
    expect((await put('languages', { version: 'x', languages: [] })).status).toBe(400);
    expect((await put('languages', [1, 2])).status).toBe(400);
    // A technology the catalogue does not know is an error of its entry.
    const unknown = await body<{ fieldErrors: Record<string, string[]> }>(
      await put('technologies', {
        technologies: [{ name: 'Zzyzx-lang', years: '1', specialization: false }],
      }),
      400,
    );
    expect(Object.keys(unknown.fieldErrors)).toEqual(['technologies.0.name']);
    const versions = await body<Versions>(
      await call('GET', '/api/candidates/my/cv/sections', { cookie }),
      200,
    );
    expect(versions.languages).toBe(0);
    expect(versions.technologies).toBe(0);
  });

  it('answers 401 before reading the body', async () => {
    const response = await call('PUT', '/api/candidates/my/cv/sections/languages', {
      body: { languages: 42 },
    });
    expect(response.status).toBe(401);
    expect((await call('GET', '/api/candidates/my/cv/sections')).status).toBe(401);
  });
});
