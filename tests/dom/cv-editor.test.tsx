import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyCv, type CvDocument, type CvSectionVersions } from '../../contracts/cv.ts';
import { CvEditor } from '../../app/features/cv/cv-editor.tsx';
import { typedMonth } from '../../app/features/cv/sections/month-field.tsx';
import { descriptionOf, InLanguage } from './support.tsx';

/**
 * The CV editor's sections (issue 23 scope 5, ADR 115): each checks and saves only itself, shows its
 * errors at the fields and in the section, keeps at most 9 specialisations, and says so when another
 * tab saved the section since it was loaded.
 */

const versions: CvSectionVersions = {
  basic: 0,
  employments: 0,
  educations: 0,
  references: 0,
  certificates: 0,
  languages: 0,
  technologies: 0,
};

interface Sent {
  url: string;
  method: string;
  body: Record<string, unknown>;
}
let sent: Sent[] = [];
/** The API's answer to a section save: by default the section back, with the next version. */
let answer: (call: Sent) => Response = ({ body }) =>
  Response.json({ ...body, version: Number(body.version ?? 0) + 1 });

beforeEach(() => {
  sent = [];
  answer = ({ body }) => Response.json({ ...body, version: Number(body.version ?? 0) + 1 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (!String(url).startsWith('/api/candidates/my/cv/sections/'))
        return new Response(null, { status: 204 });
      const call = {
        url: String(url),
        method: init.method ?? 'GET',
        body: JSON.parse(String(init.body)) as Record<string, unknown>,
      };
      sent.push(call);
      return answer(call);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function open(cv: Partial<CvDocument> = {}, language: 'sk' | 'en' = 'sk') {
  render(
    <InLanguage language={language}>
      <CvEditor
        initial={{ ...emptyCv(), ...cv }}
        versions={versions}
        technologyNames={['Java', 'Python']}
        cvLanguage="sk"
        hasPhoto={false}
      />
    </InLanguage>,
  );
}
const section = (name: string) => screen.getByRole('region', { name });

describe('the CV editor', () => {
  it('saves Languages while an unsaved Technologies entry is invalid, then marks that entry’s field', async () => {
    const user = userEvent.setup();
    open({ technologies: [{ name: 'Java', years: '3', specialization: true }] });
    const technologies = section('Technológie');
    await user.click(within(technologies).getByRole('button', { name: 'Pridať technológiu' }));
    // The new technology has no name: invalid, and not saved.
    const languages = section('Jazyky');
    await user.click(within(languages).getByRole('button', { name: 'Pridať jazyk' }));
    await user.type(within(languages).getByRole('textbox', { name: 'Jazyk' }), 'Nemčina');
    await user.click(within(languages).getByRole('button', { name: 'Uložiť' }));
    await within(languages).findByText('Uložené');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/candidates/my/cv/sections/languages');
    expect(sent[0]!.method).toBe('PUT');
    expect(sent[0]!.body).toEqual({ languages: [{ language: 'Nemčina', level: 'B2' }], version: 0 });

    await user.click(within(technologies).getByRole('button', { name: 'Uložiť' }));
    await within(technologies).findByText('Skontrolujte, prosím, označené polia.');
    const name = within(technologies).getAllByRole('combobox', { name: 'Technológia' })[1]!;
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(name)).toContain('Vyplňte, prosím, toto pole.');
    // Nothing was sent for the invalid section, and Languages shows no error.
    expect(sent).toHaveLength(1);
    expect(within(languages).queryByRole('alert')).toBeNull();

    // The next save of Languages sends the version the first one answered.
    await user.click(within(languages).getByRole('button', { name: 'Uložiť' }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body.version).toBe(1);
  });

  it('disables the 10th specialisation box and says that at most 9 may be marked', async () => {
    const user = userEvent.setup();
    const names = ['Java', 'Python', 'Go', 'Rust', 'Kotlin', 'Scala', 'Ruby', 'PHP', 'Swift', 'Perl'];
    open({
      technologies: names.map((name, i) => ({ name, years: '2' as const, specialization: i < 8 })),
    });
    const technologies = section('Technológie');
    const boxes = within(technologies).getAllByRole('checkbox', { name: 'Špecializácia' });
    expect(boxes.map((box) => (box as HTMLInputElement).disabled)).toEqual(Array(10).fill(false));
    expect(within(technologies).queryByText(/Označených je 9 špecializácií/)).toBeNull();
    await user.click(boxes[8]!);
    expect((boxes[9] as HTMLInputElement).disabled).toBe(true);
    expect((boxes[8] as HTMLInputElement).disabled).toBe(false);
    within(technologies).getByText(/Označených je 9 špecializácií/);
    // Unmarking one frees the 10th box again.
    await user.click(boxes[0]!);
    expect((boxes[9] as HTMLInputElement).disabled).toBe(false);
  });

  it('shows the API’s errors at their fields and a section saved in another tab in the section', async () => {
    const user = userEvent.setup();
    open({ languages: [{ language: 'Nemčina', level: 'B2' }] }, 'en');
    const languages = section('Languages');
    answer = () =>
      Response.json(
        {
          type: 'about:blank',
          title: 'You saved this section in another window or tab in the meantime.',
          status: 409,
          code: 'CV_SECTION_STALE',
        },
        { status: 409, headers: { 'content-type': 'application/problem+json' } },
      );
    await user.click(within(languages).getByRole('button', { name: 'Save' }));
    const alert = await within(languages).findByRole('alert');
    expect(alert.textContent).toContain('You saved this section in another window or tab in the meantime.');
    // What was typed stays.
    expect((within(languages).getByRole('textbox', { name: 'Language' }) as HTMLInputElement).value).toBe(
      'Nemčina',
    );

    answer = () =>
      Response.json(
        {
          type: 'about:blank',
          title: 'Please check the highlighted fields.',
          status: 400,
          code: 'VALIDATION_FAILED',
          fieldErrors: { 'languages.0.language': ['This text is too long.'] },
        },
        { status: 400, headers: { 'content-type': 'application/problem+json' } },
      );
    await user.click(within(languages).getByRole('button', { name: 'Save' }));
    const field = within(languages).getByRole('textbox', { name: 'Language' });
    await vi.waitFor(() => expect(descriptionOf(field)).toContain('This text is too long.'));
  });

  it('labels every text with the language of its tab and keeps each version in its tab', async () => {
    const user = userEvent.setup();
    open({ position: { sk: 'Vývojár', en: 'Developer' } });
    const basic = section('Základné údaje');
    expect((within(basic).getByLabelText('Pozícia – slovensky') as HTMLInputElement).value).toBe('Vývojár');
    await user.click(screen.getByRole('tab', { name: 'Anglická verzia' }));
    const english = within(basic).getByLabelText('Pozícia – anglicky') as HTMLInputElement;
    expect(english.value).toBe('Developer');
    expect(english.lang).toBe('en');
    await user.clear(english);
    await user.type(english, 'Backend developer');
    await user.click(within(basic).getByRole('button', { name: 'Uložiť' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body.position).toEqual({ sk: 'Vývojár', en: 'Backend developer' });
  });

  it('takes a month typed as 03/2021 or 2021-3 and saves it as 2021-03', async () => {
    expect(typedMonth('03/2021')).toBe('2021-03');
    expect(typedMonth(' 3.2021 ')).toBe('2021-03');
    expect(typedMonth('2021-3')).toBe('2021-03');
    expect(typedMonth('2021-03')).toBe('2021-03');
    expect(typedMonth('2021-03-15')).toBe('2021-03-15');
    expect(typedMonth('13/2021')).toBe('2021-13');
    const user = userEvent.setup();
    open();
    const jobs = section('Zamestnania');
    await user.click(within(jobs).getByRole('button', { name: 'Pridať zamestnanie' }));
    await user.type(within(jobs).getByRole('textbox', { name: 'Spoločnosť' }), 'Acme');
    await user.type(within(jobs).getByLabelText('Pozícia – slovensky'), 'Vývojár');
    const from = within(jobs).getByRole('textbox', { name: 'Od' }) as HTMLInputElement;
    await user.type(from, '03/2021');
    await user.tab();
    expect(from.value).toBe('2021-03');
    // Enter in a field saves the section; a month typed just before is tidied all the same.
    await user.clear(from);
    await user.type(from, '4/2020{Enter}');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0]!.body.employments as { from: string }[])[0]!.from).toBe('2020-04');
  });
});
