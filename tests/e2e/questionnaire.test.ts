import { describe, expect, it } from 'vitest';
import { QuestionnairePages } from './pages/questionnaire-pages.ts';
import { axeViolationsAt } from './support/axe.ts';
import { settled } from './support/browser.ts';
import { setupBrowser } from './support/fixtures.ts';

const browser = setupBrowser();
let seq = 0;
const person = (name: string) => ({ name, email: `dotaznik.${Date.now()}.${++seq}@example.sk` });

/** A minimal PDF: what the server's sniffer recognises as a document. */
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('adequate-salary questionnaire', () => {
  it('a programmer (Slovak) reaches the thank-you page with the estimate and how it was reached', async () => {
    const q = new QuestionnairePages(await browser.page(), browser.baseUrl, 'sk');
    await q.open();
    await q.choose('programmer', 'form');
    const who = person('Jana Kováčová');
    await q.fillProgrammer(who, {
      praxis: 5,
      teamLeader: true,
      architect: false,
      domain: 'finance',
      technologies: [
        ['Java', 5],
        ['TypeScript', 3],
        ['AWS', 2],
        ['Kotlin', 1],
      ],
    });
    await q.consent();
    await q.submit();
    await q.thankYou();

    // 230 (praxis 5, other technologies) + 20 team leader + 20 backend + 20 frontend + 30 AWS + 20 Kotlin = 340
    expect(await q.estimate().textContent()).toBe('340 € / deň');
    const rows = (await q.breakdownRows().allTextContents()).map((r) => r.replace(/\s+/g, ' '));
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Základ podľa praxe (5 rokov), ostatné technológie230 €'),
        expect.stringContaining('Vedenie tímu'),
        expect.stringContaining('Backendová technológia: Java+ 20 €'),
        expect.stringContaining('Frontendová technológia: TypeScript+ 20 €'),
        expect.stringContaining('Žiadaná technológia: AWS+ 30 €'),
        expect.stringContaining('Žiadaná technológia: Kotlin+ 20 €'),
      ]),
    );
    // The page carries the answers, never who sent them.
    const text = await q.page.locator('main').textContent();
    expect(text).not.toContain(who.name);
    expect(q.page.url()).not.toContain(encodeURIComponent(who.email));
  });

  it('the thank-you page shows the stored result by an unguessable id; answers put in its URL change nothing', async () => {
    const q = new QuestionnairePages(await browser.page({ locale: 'en-GB' }), browser.baseUrl, 'en');
    await q.open();
    await q.choose('programmer', 'form');
    await q.fillProgrammer(person('Ján Malý'), {
      praxis: 1,
      teamLeader: false,
      architect: false,
      domain: 'finance',
      technologies: [['PHP', 1]],
    });
    await q.consent();
    await q.submit();
    await q.thankYou();
    const stored = await q.estimate().textContent();
    const url = new URL(q.page.url());
    expect(url.searchParams.get('r')?.length).toBeGreaterThanOrEqual(20);
    expect([...url.searchParams.keys()]).toEqual(['r']);

    const forged = new URL(url);
    for (const [name, value] of <[string, string][]>[
      ['p', 'programmer'],
      ['praxis', '9'],
      ['lead', '1'],
      ['arch', '1'],
      ['tech', 'AWS'],
    ])
      forged.searchParams.append(name, value);
    await q.page.goto(forged.href);
    await settled(q.page);
    expect(await q.estimate().textContent()).toBe(stored);

    // Answers alone, or an id nobody was given, show the plain thank-you without an estimate.
    for (const search of ['?p=programmer&praxis=9&lead=1&arch=1&tech=Java', '?r=AAAAAAAAAAAAAAAAAAAAAA']) {
      await q.page.goto(`${browser.baseUrl}/en/adequate-salary/thank-you${search}`);
      await settled(q.page);
      expect(await q.page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      expect(await q.estimate().count()).toBe(0);
    }
    expect(await axeViolationsAt(q.page, url.href)).toEqual([]);
  });

  it('a tester (English) gets the automated base with the CI and performance bonuses', async () => {
    const q = new QuestionnairePages(await browser.page({ locale: 'en-GB' }), browser.baseUrl, 'en');
    await q.open();
    await q.choose('tester', 'form');
    await q.fillTester(person('Peter Novák'), { praxis: 3, manual: false, ci: true, performance: true });
    await q.consent();
    await q.submit();
    await q.thankYou();
    expect(await q.estimate().textContent()).toBe('€260 / day');
    const rows = (await q.breakdownRows().allTextContents()).map((r) => r.replace(/\s+/g, ' '));
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Base by experience (3 years), automated testing€160'),
        expect.stringContaining('CI experience (2 years of experience or more)+ €20'),
        expect.stringContaining('Performance testing (3 years of experience or more)+ €80'),
      ]),
    );
  });

  it('sends a CV (German) and is told HR will answer', async () => {
    const q = new QuestionnairePages(await browser.page({ locale: 'de-DE' }), browser.baseUrl, 'de');
    await q.open();
    await q.choose('programmer', 'cv');
    await q.fillContact(person('Lukas Müller'));
    await q.attachCv({ name: 'Lebenslauf.pdf', mimeType: 'application/pdf', buffer: pdf });
    await q.consent();
    await q.submit(q.t.cv.submit);
    await q.thankYou();
    expect(await q.heading().textContent()).toBe('Vielen Dank, wir haben Ihren Lebenslauf erhalten');
    expect(await q.estimate().count()).toBe(0);
  });

  it('refuses a CV that is not a document by its content and keeps what was typed', async () => {
    const q = new QuestionnairePages(await browser.page({ locale: 'en-GB' }), browser.baseUrl, 'en');
    await q.open('/tester/cv');
    await q.fillContact({ name: 'Eva Malá', email: 'eva.mala@example.sk' });
    await q.attachCv({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ\x90\x00not a pdf'),
    });
    await q.consent();
    await q.submit(q.t.cv.submit);
    await expect
      .poll(() =>
        q.page.getByText('Please upload your CV as a PDF, DOC, DOCX or ODT file.').first().isVisible(),
      )
      .toBe(true);
    expect(await q.field(q.t.form.name!).inputValue()).toBe('Eva Malá');
    expect(new URL(q.page.url()).pathname).toBe('/en/adequate-salary/tester/cv');
  });

  it('without JavaScript: bad input comes back with messages and everything typed, then goes through', async () => {
    const q = new QuestionnairePages(
      await browser.page({ locale: 'en-GB', javaScriptEnabled: false }),
      browser.baseUrl,
      'en',
    );
    await q.open('/programmer/form');
    await q.fillContact({ name: 'Ján Hruška', email: 'not-an-address' });
    await q.choosePraxis(2);
    await q.answer(q.t.form.isTeamleader!, false);
    const technology = q.field(q.t.form.technologies.name!.replace('{{n}}', '1'));
    await technology.fill('PHP');
    await q.submit();
    await q.page.waitForLoadState('load');

    const summary = await q.errorSummary().textContent();
    expect(summary).toContain('Please enter a valid e-mail address.');
    expect(summary).toContain('Please choose the domain you have worked in.');
    expect(summary).toContain(
      'We need your consent to the processing of your personal data to send this form.',
    );
    expect(await q.page.getByText('Please choose your practice from 0 to 7 years.').count()).toBeGreaterThan(
      0,
    );
    expect(await q.field(q.t.form.name!).inputValue()).toBe('Ján Hruška');
    expect(await q.field(q.t.form.email!).inputValue()).toBe('not-an-address');
    expect(await q.field(q.t.form.overalPraxis!).inputValue()).toBe('2');
    expect(await technology.inputValue()).toBe('PHP');

    // A fourth technology row, added by the server.
    await q.addTechnologyRow();
    expect(await q.field(q.t.form.technologies.name!.replace('{{n}}', '4')).count()).toBe(1);
    expect(await technology.inputValue()).toBe('PHP');

    await q.field(q.t.form.email!).fill('jan.hruska@example.sk');
    await q.field(q.t.form.workedDomain!).selectOption('ecommerce');
    await q.answer(q.t.form.isArchitect!, false);
    await q.field(q.t.form.technologies.praxis!.replace('{{n}}', '1')).selectOption('2');
    await q.consent();
    await q.submit();
    await q.page.waitForURL((url) => url.pathname === '/en/adequate-salary/thank-you');
    // PHP only: the basic-technology base at praxis 2.
    expect(await q.estimate().textContent()).toBe('€90 / day');
  });

  it('client-side: a missing consent and praxis are shown before anything is sent (Slovak)', async () => {
    const q = new QuestionnairePages(await browser.page(), browser.baseUrl, 'sk');
    await q.open('/tester/form');
    await q.fillContact(person('Mária Šimková'));
    await q.submit();
    await expect.poll(() => q.page.getByText('Vyberte prax od 0 do 7 rokov.').first().isVisible()).toBe(true);
    expect(
      await q.page
        .getByText('Na odoslanie formulára potrebujeme váš súhlas so spracovaním osobných údajov.')
        .count(),
    ).toBeGreaterThan(0);
    expect(await q.field(q.t.form.name!).inputValue()).toBe('Mária Šimková');
    expect(new URL(q.page.url()).pathname).toBe('/adequate-salary/tester/form');
  });

  it('shows the 404 page for an unknown profession and hides the admin pages from visitors', async () => {
    const page = await browser.page({ locale: 'en-GB' });
    for (const path of [
      '/en/adequate-salary/manager',
      '/en/admin/questionnaires',
      '/en/admin/technologies',
    ]) {
      const response = await page.goto(`${browser.baseUrl}${path}`);
      expect(response?.status(), path).toBe(404);
    }
  });

  for (const [prefix, path] of [
    ['', ''],
    ['', '/programmer'],
    ['', '/programmer/form'],
    ['', '/tester/form'],
    ['', '/tester/cv'],
    ['', '/thank-you'],
    ['/de', '/thank-you?cv=tester'],
    ['/de', '/programmer/form'],
  ] as const) {
    it(`has no axe violations (WCAG 2.2 AA) at ${prefix}/adequate-salary${path.split('?')[0]}`, async () => {
      const page = await browser.page();
      expect(await axeViolationsAt(page, `${browser.baseUrl}${prefix}/adequate-salary${path}`)).toEqual([]);
    });
  }
});
