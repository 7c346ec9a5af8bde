import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { validRegistration } from '../factories/registration.ts';
import { axeViolations } from './support/axe.ts';
import { pdfBytes } from '../factories/documents.ts';
import { pdfText } from '../support/pdf-text.ts';
import { JobApplication } from './pages/apply-pages.ts';
import { portalApi, signUpInBrowser } from './support/api.ts';
import { settled } from './support/browser.ts';
import { setupBrowser } from './support/fixtures.ts';
import { confirmAddress, outboxMailbox } from './support/mailbox.ts';

const browser = setupBrowser();
const OWNER = validRegistration({ email: `cv.owner.${Date.now()}@example.sk` });

/** Errors thrown in a page of this file (a React error among them): each test fails on any. */
const pageErrors: string[] = [];
async function watched(options: Parameters<typeof browser.page>[0]): Promise<Page> {
  const page = await browser.page(options);
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /React|Minified|hydrat/i.test(message.text()))
      pageErrors.push(`${page.url()}: ${message.text()}`);
  });
  return page;
}
/** Screenshots of the editor at a phone's and a laptop's width, when `CV_SHOTS` names a folder. */
async function shots(page: Page, name: string) {
  const dir = process.env.CV_SHOTS;
  if (!dir) return;
  const size = page.viewportSize();
  for (const width of [390, 1100]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}
afterEach(() => {
  const found = pageErrors.splice(0);
  expect(found).toEqual([]);
});

describe('the CV builder', () => {
  const base = inject('baseUrl');
  const outbox = () => outboxMailbox(inject('dataDir'));

  const section = (page: Page, name: string) => page.getByRole('region', { name });

  it(
    'fill the CV in Slovak with English versions, switch its language, share it publicly, open it signed out, protect it with a password and unlock it',
    { timeout: 120_000 },
    async () => {
      const owner = await watched({ locale: 'sk-SK' });
      await signUpInBrowser(owner, base, OWNER);
      await confirmAddress(outbox(), OWNER.email);

      await owner.goto(`${base}/profile/cv`);
      await settled(owner);
      expect(await owner.getByRole('heading', { level: 1 }).innerText()).toBe('Môj životopis');
      const sharing = section(owner, 'Zdieľanie');
      // The CV is written in Slovak (the account signed up in English) and shared publicly.
      await sharing.getByLabel('Jazyk životopisu').selectOption('sk');
      await sharing.getByLabel('Kto ho môže vidieť').selectOption('public');
      await sharing.getByRole('button', { name: 'Uložiť zdieľanie' }).click();
      await sharing.getByRole('status').getByText('Uložené').waitFor();
      await owner.reload();
      await settled(owner);
      const basic = section(owner, 'Základné údaje');
      // Texts are written per language: the Slovak tab first (the CV's language), then the English one.
      const tab = (name: string) => owner.getByRole('tab', { name });
      expect(await tab('Slovenská verzia').getAttribute('aria-selected')).toBe('true');
      await basic.getByLabel('Pozícia – slovensky').fill('Backend vývojár');
      await basic.getByLabel('O mne – slovensky').fill('Programujem v Jave. Mám rád čistý kód.');
      await tab('Anglická verzia').click();
      await basic.getByLabel('Pozícia – anglicky').fill('Backend developer');
      await basic.getByLabel('O mne – anglicky').fill('I write Java. I like clean code.');
      await tab('Slovenská verzia').click();
      await basic.getByRole('button', { name: 'Uložiť' }).click();
      await basic.getByRole('status').getByText('Uložené').waitFor();

      // A photo: a fake one is refused with a translated message, a real one is shown at once.
      const photoInput = basic.getByLabel('Fotografia', { exact: true });
      await photoInput.setInputFiles({
        name: 'ja.png',
        mimeType: 'image/png',
        buffer: Buffer.from('<html><script>alert(1)</script></html>'),
      });
      await basic.getByText('Vyberte obrázok vo formáte JPEG, PNG alebo WebP.').waitFor();
      const png = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#3366cc' } })
        .png()
        .toBuffer();
      await photoInput.setInputFiles({ name: 'ja.png', mimeType: 'image/png', buffer: png });
      await basic.getByRole('status').getByText('Fotografia je uložená').waitFor();
      const shown = basic.getByRole('img', { name: 'Vaša fotografia v životopise' });
      await shown.waitFor();
      await owner.waitForFunction(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        await shown.elementHandle(),
      );

      const jobs = section(owner, 'Zamestnania');
      await jobs.getByRole('button', { name: 'Pridať zamestnanie' }).click();
      await jobs.getByRole('textbox', { name: 'Spoločnosť' }).fill('Železničná spoločnosť');
      await jobs.getByLabel('Pozícia – slovensky').fill('Senior vývojár');
      await jobs.getByLabel('Od', { exact: true }).fill('2019-03');
      await jobs.getByLabel('Stále tu pracujem').check();
      // Technologies with the sign-up's picker: typed, then chosen from the suggestions.
      const picker = jobs.getByRole('combobox', { name: 'Technológie', exact: true });
      for (const name of ['Java', 'PostgreSQL']) {
        await picker.fill(name);
        await jobs.getByRole('option', { name, exact: true }).click();
      }
      expect(await jobs.getByRole('list', { name: 'Vybrané technológie' }).innerText()).toMatch(
        /Java[\s\S]*PostgreSQL/,
      );
      // A description of one sentence: a hint, not an error.
      await jobs.getByLabel('Popis – slovensky').fill('Dátový sklad porúch koľají.');
      expect(await jobs.getByText('Odporúčame 3 – 7 viet; napísali ste 1.').count()).toBe(1);
      await jobs.getByRole('button', { name: 'Uložiť' }).click();
      await jobs.getByRole('status').getByText('Uložené').waitFor();

      // A wrong date keeps what was typed and says what is wrong.
      await jobs.getByLabel('Od', { exact: true }).fill('2019-13');
      await jobs.getByRole('button', { name: 'Uložiť' }).click();
      await jobs.getByText('Zadajte platný dátum.').waitFor();
      expect(await jobs.getByRole('textbox', { name: 'Spoločnosť' }).inputValue()).toBe(
        'Železničná spoločnosť',
      );
      await jobs.getByLabel('Od', { exact: true }).fill('2019-03');
      await tab('Anglická verzia').click();
      await jobs.getByLabel('Pozícia – anglicky').fill('Senior developer');
      await jobs.getByLabel('Popis – anglicky').fill('A data warehouse of track faults.');
      await jobs.getByRole('button', { name: 'Uložiť' }).click();
      await jobs.getByRole('status').getByText('Uložené').waitFor();

      // Education, a certificate and a reference: every free text in both languages, a month typed as 09/2011.
      const schools = section(owner, 'Vzdelanie');
      const certificates = section(owner, 'Certifikáty');
      const references = section(owner, 'Referencie');
      await schools.getByRole('button', { name: 'Pridať vzdelanie' }).click();
      await certificates.getByRole('button', { name: 'Pridať certifikát' }).click();
      await references.getByRole('button', { name: 'Pridať referenciu' }).click();
      await references.getByRole('textbox', { name: 'Odkaz' }).fill('https://github.com/lubo');
      await schools.getByRole('textbox', { name: /^Od/ }).fill('09/2011');
      await schools.getByRole('textbox', { name: /^Do/ }).fill('2016-06');
      for (const [language, suffix] of [
        ['Slovenská verzia', 'slovensky'],
        ['Anglická verzia', 'anglicky'],
      ] as const) {
        await tab(language).click();
        const sk = language === 'Slovenská verzia';
        await schools
          .getByLabel(`Titul alebo diplom – ${suffix}`)
          .fill(sk ? 'Inžinier' : 'Master of Science');
        await schools
          .getByLabel(`Škola alebo univerzita – ${suffix}`)
          .fill(sk ? 'Žilinská univerzita' : 'University of Žilina');
        await schools
          .getByLabel(`Popis – ${suffix}`)
          .fill(sk ? 'Diplomovka o koľajniciach.' : 'A thesis on rails.');
        await certificates.getByLabel(`Názov – ${suffix}`).fill(sk ? 'Certifikát Java' : 'Java certificate');
        await references.getByLabel(`Popis – ${suffix}`).fill(sk ? 'Moje projekty' : 'My projects');
      }
      for (const part of [schools, certificates, references]) {
        await part.getByRole('button', { name: 'Uložiť' }).click();
        await part.getByRole('status').getByText('Uložené').waitFor();
      }
      expect(await schools.getByRole('textbox', { name: /^Od/ }).inputValue()).toBe('2011-09');
      await tab('Slovenská verzia').click();

      // Switching the CV's language to English moves no text: each stays in the tab it was typed in.
      await sharing.getByLabel('Jazyk životopisu').selectOption('en');
      await sharing.getByRole('button', { name: 'Uložiť zdieľanie' }).click();
      await sharing.getByRole('status').getByText('Uložené').waitFor();
      await owner.reload();
      await settled(owner);
      expect(await tab('Anglická verzia').getAttribute('aria-selected')).toBe('true');
      const typed = async (label: string) => owner.getByLabel(label).first().inputValue();
      expect(await typed('Pozícia – anglicky')).toBe('Backend developer');
      expect(await typed('O mne – anglicky')).toBe('I write Java. I like clean code.');
      expect(await jobs.getByLabel('Pozícia – anglicky').inputValue()).toBe('Senior developer');
      expect(await jobs.getByLabel('Popis – anglicky').inputValue()).toBe(
        'A data warehouse of track faults.',
      );
      await tab('Slovenská verzia').click();
      expect(await typed('Pozícia – slovensky')).toBe('Backend vývojár');
      expect(await typed('O mne – slovensky')).toBe('Programujem v Jave. Mám rád čistý kód.');
      expect(await jobs.getByLabel('Pozícia – slovensky').inputValue()).toBe('Senior vývojár');
      expect(await jobs.getByLabel('Popis – slovensky').inputValue()).toBe('Dátový sklad porúch koľají.');
      const typedIn = async (part: string, label: string) =>
        section(owner, part).getByLabel(label).first().inputValue();
      expect(await typedIn('Vzdelanie', 'Titul alebo diplom – slovensky')).toBe('Inžinier');
      expect(await typedIn('Vzdelanie', 'Škola alebo univerzita – slovensky')).toBe('Žilinská univerzita');
      expect(await typedIn('Vzdelanie', 'Popis – slovensky')).toBe('Diplomovka o koľajniciach.');
      expect(await typedIn('Certifikáty', 'Názov – slovensky')).toBe('Certifikát Java');
      expect(await typedIn('Referencie', 'Popis – slovensky')).toBe('Moje projekty');
      await tab('Anglická verzia').click();
      expect(await typedIn('Vzdelanie', 'Titul alebo diplom – anglicky')).toBe('Master of Science');
      expect(await typedIn('Vzdelanie', 'Škola alebo univerzita – anglicky')).toBe('University of Žilina');
      expect(await typedIn('Vzdelanie', 'Popis – anglicky')).toBe('A thesis on rails.');
      expect(await typedIn('Certifikáty', 'Názov – anglicky')).toBe('Java certificate');
      expect(await typedIn('Referencie', 'Popis – anglicky')).toBe('My projects');
      await shots(owner, 'editor-en');
      await tab('Slovenská verzia').click();
      await shots(owner, 'editor-sk');

      // The editor's export buttons: Word and JSON Resume in the language chosen for the files.
      await sharing.getByLabel('Jazyk súborov').selectOption('en');
      expect(await sharing.getByRole('link', { name: 'Export do Wordu' }).getAttribute('href')).toMatch(
        /\/api\/cv\/[A-Za-z0-9_-]+\/docx\?language=en$/,
      );
      expect(await sharing.getByRole('link', { name: 'Export JSON Resume' }).getAttribute('href')).toBe(
        '/api/candidates/my/cv/resume.json?language=en',
      );

      // The English PDF from the editor's buttons has the English texts.
      await sharing.getByLabel('Jazyk súborov').selectOption('en');
      const [englishPdf] = await Promise.all([
        owner.waitForEvent('download'),
        sharing.getByRole('link', { name: 'Stiahnuť PDF' }).click(),
      ]);
      const english = pdfText(readFileSync((await englishPdf.path())!));
      expect(english).toContain('Backend developer');
      expect(english).toContain('I write Java. I like clean code.');
      expect(english).toContain('A data warehouse of track faults.');
      expect(english).not.toContain('Dátový sklad');
      await sharing.getByLabel('Jazyk životopisu').selectOption('sk');
      await sharing.getByRole('button', { name: 'Uložiť zdieľanie' }).click();
      await sharing.getByRole('status').getByText('Uložené').waitFor();

      // Import a LinkedIn export: the preview lists the entries themselves, then its positions are added.
      const zip = zipSync({
        'Profile.csv': strToU8(
          'First Name,Last Name,Headline,Summary\nĽubo,Šťastný,"Architekt, Java",Navrhujem systémy.\n',
        ),
        'Positions.csv': strToU8(
          'Company Name,Title,Description,Location,Started On,Finished On\nAcme Slovakia,Architekt,"Návrh, revízie",,Jan 2015,Dec 2015\n',
        ),
        'Education.csv': strToU8(
          'School Name,Start Date,End Date,Notes,Degree Name\nGymnázium Hlinská,2006–2010,,,Maturita\n',
        ),
        'Languages.csv': strToU8('Name,Proficiency\nDeutsch,Professional working proficiency\n'),
        'Projects.csv': strToU8('Title\nRozvrhy\n'),
      });
      await owner
        .getByLabel('Export údajov z LinkedInu (ZIP)')
        .setInputFiles({ name: 'export.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) });
      const imports = section(owner, 'Import');
      const preview = imports.getByTestId('cv-import-preview');
      await preview.getByText('Čo sme našli').waitFor();
      await preview.getByText('Architekt, Java').waitFor();
      await preview.getByText('Architekt · Acme Slovakia').waitFor();
      await preview.getByText('Maturita · Gymnázium Hlinská').waitFor();
      await preview.getByText('2006 – 2010').waitFor();
      await preview.getByText('Úroveň v súbore nie je v stupnici SERR: vyberte ju v editore.').waitFor();
      expect(
        await preview.getByText('Neimportované, portál pre ne nemá miesto:').locator('..').innerText(),
      ).toContain('projekty');
      await preview
        .getByRole('listitem')
        .filter({ hasText: 'Zamestnania' })
        .getByRole('button', { name: 'Pridať k mojim' })
        .click();
      expect(await jobs.getByRole('textbox', { name: 'Spoločnosť' }).nth(1).inputValue()).toBe(
        'Acme Slovakia',
      );
      await jobs.getByRole('button', { name: 'Uložiť' }).click();
      await jobs.getByRole('status').getByText('Uložené').waitFor();

      const link = await sharing.getByTestId('cv-share-link').innerText();
      expect(link).toMatch(/\/cv\/[A-Za-z0-9_-]{16,}$/);
      // "Copy link" says that it copied the link.
      await owner.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
      await sharing.getByRole('button', { name: 'Kopírovať odkaz' }).click();
      await sharing.getByRole('status').getByText('Odkaz je skopírovaný.').waitFor();
      expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(link);

      // The PDF: "we have e-mailed it to you" once the docs/product/states.md five seconds are over, and it is in the outbox.
      await sharing.getByRole('button', { name: 'Poslať mi PDF e-mailom' }).click();
      await sharing.getByText('Pripravujeme PDF…').waitFor();
      await sharing.getByText('Poslali sme vám ho e-mailom.').waitFor({ timeout: 15_000 });
      const mail = await outbox().waitFor(OWNER.email, /Your CV as a PDF/);
      expect(mail.text).toContain('/profile/cv');
      const download = await owner.request.get(`${link.replace(/\/cv\//, '/api/cv/')}/pdf`);
      expect(download.headers()['content-type']).toBe('application/pdf');

      const reader = await watched({ locale: 'en-GB' });
      await reader.goto(link);
      expect(await reader.getByRole('heading', { level: 1 }).innerText()).toBe(
        `${OWNER.firstName} ${OWNER.lastName}`,
      );
      await reader.getByRole('heading', { name: 'Pracovné skúsenosti' }).waitFor();
      await reader.getByText('marec 2019 – súčasnosť').waitFor();
      await shots(reader, 'shared-cv');
      await reader.waitForFunction(() =>
        [...document.images].some(
          (img) => img.src.endsWith('/photo') && img.complete && img.naturalWidth > 0,
        ),
      );
      expect(await reader.locator('meta[name="robots"]').count()).toBe(0);
      expect(await reader.locator('script[type="application/ld+json"]').first().innerText()).toContain(
        '"Person"',
      );
      await reader.getByRole('link', { name: 'Čítať: English' }).click();
      await reader.getByText('I write Java. I like clean code.').waitFor();
      await reader.getByRole('heading', { name: 'Work experience' }).waitFor();
      expect(await axeViolations(reader)).toEqual([]);

      // A German reader reads the CV in English (a CV is Slovak or English), with an English PDF.
      const german = await watched({ locale: 'de-DE' });
      await german.goto(link.replace(/\/cv\//, '/de/cv/'));
      await german.getByRole('heading', { name: 'Work experience' }).waitFor();
      expect(await german.getByRole('link', { name: 'PDF herunterladen' }).getAttribute('href')).toMatch(
        /\/pdf\?language=en$/,
      );

      // Password: the owner is asked for one first.
      await sharing.getByLabel('Kto ho môže vidieť').selectOption('password');
      await sharing.getByRole('button', { name: 'Uložiť zdieľanie' }).click();
      await sharing.getByText('Nastavte si, prosím, heslo k životopisu.').first().waitFor();
      await sharing.getByLabel('Heslo k životopisu', { exact: true }).fill(String(OWNER.password));
      await sharing.getByRole('button', { name: 'Uložiť zdieľanie' }).click();
      await sharing.getByText('Heslo k životopisu sa musí líšiť od hesla k vášmu účtu.').waitFor();
      await sharing.getByLabel('Heslo k životopisu', { exact: true }).fill('Čučoriedka-7');
      await sharing.getByRole('button', { name: 'Uložiť zdieľanie' }).click();
      await sharing.getByRole('status').getByText('Uložené').waitFor();

      const stranger = await watched({ locale: 'en-GB' });
      const refused = await stranger.goto(link.replace(/\/cv\//, '/en/cv/'));
      expect(refused?.status()).toBe(401);
      expect(await stranger.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(await stranger.content()).not.toContain('Železničná');
      await stranger.getByLabel('CV password').fill('wrong-password');
      await stranger.getByRole('button', { name: 'Show the CV' }).click();
      await stranger.getByText('The password is not correct.').waitFor();
      await stranger.getByLabel('CV password').fill('Čučoriedka-7');
      await stranger.getByRole('button', { name: 'Show the CV' }).click();
      // An English reader gets the CV in English, and the PDF to download in English too.
      await stranger.getByRole('heading', { name: 'Work experience' }).waitFor();
      expect(await stranger.getByText('Železničná spoločnosť').count()).toBeGreaterThan(0);
      await stranger.getByText('A data warehouse of track faults.').waitFor();
      expect(await stranger.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toMatch(
        /\/pdf\?language=en$/,
      );
    },
  );

  it('saves a section while another is invalid, and refuses a section saved in another tab since', async () => {
    const person = validRegistration({ email: `cv.sections.${Date.now()}@example.sk` });
    const page = await watched({ locale: 'en-GB' });
    await signUpInBrowser(page, base, person);
    await confirmAddress(outbox(), person.email);
    await page.goto(`${base}/en/profile/cv`);
    await settled(page);

    // A technology the catalogue does not have, not saved: Languages saves all the same.
    const technologies = section(page, 'Technologies');
    await technologies.getByRole('button', { name: 'Add technology' }).click();
    await technologies.getByRole('combobox', { name: 'Technology' }).fill('Zzyzx-lang');
    const languages = section(page, 'Languages');
    await languages.getByRole('button', { name: 'Add language' }).click();
    await languages.getByRole('textbox', { name: 'Language' }).fill('German');
    await languages.getByLabel('Level').selectOption('C1');
    await languages.getByRole('button', { name: 'Save' }).click();
    await languages.getByRole('status').getByText('Saved').waitFor();
    expect(await languages.getByRole('alert').count()).toBe(0);
    // Technologies says what is wrong at its field, in its section.
    await technologies.getByRole('button', { name: 'Save' }).click();
    await technologies
      .getByText('We do not know this technology. Please choose one from the list.')
      .waitFor();
    expect(
      await technologies.getByRole('combobox', { name: 'Technology' }).getAttribute('aria-invalid'),
    ).toBe('true');

    // A second tab saves Languages; the first one, still holding the older version, is told.
    const second = await page.context().newPage();
    second.on('pageerror', (error) => pageErrors.push(`${second.url()}: ${error.message}`));
    await second.goto(`${base}/en/profile/cv`);
    await settled(second);
    expect(await section(second, 'Languages').getByRole('textbox', { name: 'Language' }).inputValue()).toBe(
      'German',
    );
    await section(second, 'Languages').getByRole('textbox', { name: 'Language' }).fill('Deutsch');
    await section(second, 'Languages').getByRole('button', { name: 'Save' }).click();
    await section(second, 'Languages').getByRole('status').getByText('Saved').waitFor();
    // Different sections do not collide: the first tab saves Basic information.
    const basic = section(page, 'Basic information');
    await basic.getByLabel('Position (English)').fill('Tester');
    await basic.getByRole('button', { name: 'Save' }).click();
    await basic.getByRole('status').getByText('Saved').waitFor();
    await languages.getByRole('textbox', { name: 'Language' }).fill('Germanic');
    await languages.getByRole('button', { name: 'Save' }).click();
    await languages
      .getByText('You saved this section in another window or tab in the meantime.', { exact: false })
      .waitFor();
    expect(await languages.getByRole('textbox', { name: 'Language' }).inputValue()).toBe('Germanic');
    await second.reload();
    await settled(second);
    expect(await section(second, 'Languages').getByRole('textbox', { name: 'Language' }).inputValue()).toBe(
      'Deutsch',
    );
    expect(await section(second, 'Basic information').getByLabel('Position (English)').inputValue()).toBe(
      'Tester',
    );
  });

  it('keeps an uploaded CV file in the editor and applies to a job with the portal CV', async () => {
    const person = validRegistration({ email: `cv.apply.${Date.now()}@example.sk` });
    const page = await watched({ locale: 'en-GB' });
    await signUpInBrowser(page, base, person);
    await confirmAddress(outbox(), person.email);
    await page.goto(`${base}/en/profile/cv`);
    await settled(page);
    const basic = section(page, 'Basic information');
    await basic.getByLabel('Position (English)').fill('Test engineer');
    await basic.getByLabel('About me (English)').fill('I break software before customers do.');
    await basic.getByRole('button', { name: 'Save' }).click();
    await basic.getByRole('status').getByText('Saved').waitFor();

    // The own CV file: an HTML page named .pdf is refused, a real PDF is kept and can be downloaded.
    const own = section(page, 'Your own CV (file)');
    await own.getByText('No file uploaded yet.').waitFor();
    await own.getByLabel('CV file').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
    });
    await own.getByText('Please upload your CV as a PDF, DOC, DOCX or ODT file.').waitFor();
    await own.getByLabel('CV file').setInputFiles({
      name: 'My CV.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(pdfBytes()),
    });
    await own.getByRole('status').getByText('File saved').waitFor();
    await own.getByText('My CV.pdf').waitFor();
    const download = await page.request.get(`${base}/api/candidates/my/cv/file`);
    expect(download.headers()['content-type']).toBe('application/pdf');
    await page.reload();
    await settled(page);
    await section(page, 'Your own CV (file)').getByText('My CV.pdf').waitFor();

    // The apply step offers the portal CV (chosen first) and the uploaded file.
    const [job] = (await portalApi(() => base).jobs()).filter((j) => !j.states.includes('not_available'));
    const flow = new JobApplication(page, base);
    await page.goto(`${base}/en/jobs/${job!.id}/apply`);
    await settled(page);
    const portalPdf = page.getByRole('radio', { name: /My portal CV as a PDF/ });
    expect(await portalPdf.isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'My uploaded CV · My CV.pdf' }).count()).toBe(1);
    await flow.consent();
    await flow.send();
    await expect.poll(() => flow.success.isVisible()).toBe(true);
    // The CV is private (as every new CV is): a signed-out visitor is told so, not asked to sign in.
    const { token } = (await (await page.request.get(`${base}/api/candidates/my/cv-settings`)).json()) as {
      token: string;
    };
    const visitor = await watched({ locale: 'en-GB' });
    expect((await visitor.goto(`${base}/en/cv/${token}`))?.status()).toBe(401);
    await visitor.getByRole('heading', { name: 'This CV is private' }).waitFor();
    expect(await visitor.getByText('I break software before customers do.').count()).toBe(0);
    const mine = (await (await page.request.get(`${base}/api/job-application/my`)).json()) as {
      jobId: number;
      cvName: string | null;
    }[];
    expect(mine.find((a) => a.jobId === job!.id)?.cvName).toMatch(/^cv-.+\.pdf$/);
  });

  it('the landing page explains the builder and leads to sign-up', async () => {
    const page = await watched({ locale: 'de-DE' });
    const response = await page.goto(`${base}/de/cv`);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
      'Ein Lebenslauf, zwei Sprachen, Ihre Regeln',
    );
    await page.getByRole('link', { name: 'Kostenloses Konto anlegen' }).first().click();
    await page.waitForURL(/\/de\/sign-up$/);
  });
});
