import { describe, expect, it } from 'vitest';
import { locales } from '../../contracts/enums.ts';
import { type EmailData, type EmailTemplate, emailTemplates, renderEmail } from '../../emails/render.ts';
import { emailTranslator } from '../../emails/translate.ts';

const name = 'Ľubomír Šťastný';
const portalUrl = 'https://kariera.test';
const escape = (s: string) => s.replaceAll('&', '&amp;');
/** Mails to an address rather than a person: no greeting by name. */
const nameless = new Set<EmailTemplate>(['newsletter-confirm', 'job-alert-confirm']);

/** Sample data per template, and the link each must carry. */
const samples: { [T in EmailTemplate]: { data: EmailData[T]; link: string } } = {
  'cv-pdf': {
    data: { name, editorUrl: 'https://kariera.test/profile/cv?from=pdf&x=1' },
    link: 'https://kariera.test/profile/cv?from=pdf&x=1',
  },
  'cv-locked': {
    data: { name, settingsUrl: 'https://kariera.test/de/profile/cv?from=locked&x=1', hours: 1 },
    link: 'https://kariera.test/de/profile/cv?from=locked&x=1',
  },
  'client-cv-consent': {
    data: { name, consentUrl: 'https://kariera.test/en/client-cv/consent/abc?x=1&y=2', days: 30 },
    link: 'https://kariera.test/en/client-cv/consent/abc?x=1&y=2',
  },
  welcome: {
    data: { name, profileUrl: 'https://kariera.test/profil?tab=skills&from=welcome' },
    link: 'https://kariera.test/profil?tab=skills&from=welcome',
  },
  'verify-email': {
    data: {
      name,
      url: 'https://kariera.test/api/auth/verify-email?token=t0k&callbackURL=%2F',
      expiresHours: 24,
    },
    link: 'https://kariera.test/api/auth/verify-email?token=t0k&callbackURL=%2F',
  },
  'reset-password': {
    data: { name, url: 'https://kariera.test/obnovit-heslo/r3s3t?x=1&y=2', expiresMinutes: 60 },
    link: 'https://kariera.test/obnovit-heslo/r3s3t?x=1&y=2',
  },
  'email-changed': {
    data: { name, oldEmail: 'stary@example.sk', newEmail: 'novy@example.sk' },
    link: portalUrl,
  },
  'account-deleted': { data: { name }, link: portalUrl },
  'event-approved': {
    data: {
      name,
      eventName: 'Bratislava Java Meetup #43',
      eventUrl: 'https://kariera.test/events/meetup-43?x=1&y=2',
    },
    link: 'https://kariera.test/events/meetup-43?x=1&y=2',
  },
  'event-rejected': {
    data: {
      name,
      eventName: 'Bratislava Java Meetup #43',
      reason: 'Chýba program podujatia.',
      addedUrl: 'https://kariera.test/profile/added?x=1&y=2',
    },
    link: 'https://kariera.test/profile/added?x=1&y=2',
  },
  'application-status': {
    data: {
      name,
      jobName: 'Java developer – Bratislava',
      status: 'interview',
      jobUrl: 'https://kariera.test/jobs/7',
      applicationsUrl: 'https://kariera.test/profile/applications?x=1&y=2',
    },
    link: 'https://kariera.test/profile/applications?x=1&y=2',
  },
  'job-invitation': {
    data: {
      name,
      jobName: 'Kotlin developer – Žilina',
      partner: 'Klient & syn',
      jobUrl: 'https://kariera.test/jobs/7?utm=1&x=2',
      settingsUrl: 'https://kariera.test/profile/privacy',
    },
    link: 'https://kariera.test/jobs/7?utm=1&x=2',
  },
  'application-received': {
    data: {
      name,
      jobName: 'Senior Java vývojár',
      jobUrl: 'https://kariera.test/jobs/7',
      applicationsUrl: 'https://kariera.test/profile/applications?x=1&y=2',
    },
    link: 'https://kariera.test/profile/applications?x=1&y=2',
  },
  'referral-candidate': {
    data: {
      name,
      referrerName: 'Zuzana Kováčová',
      project: 'Senior Java vývojár (Bratislava)',
      consentUrl: 'https://kariera.test/en/referral/consent/AbC_-1234567890abcdefghijklmnopqrs',
    },
    link: 'https://kariera.test/en/referral/consent/AbC_-1234567890abcdefghijklmnopqrs',
  },
  'referral-confirmation': {
    data: {
      name,
      candidateName: 'Ján Novák',
      project: 'Senior Java vývojár (Bratislava)',
      overviewUrl: 'https://kariera.test/profile/added?x=1&y=2',
      overview: 'profile',
    },
    link: 'https://kariera.test/profile/added?x=1&y=2',
  },
  'extra-request-confirmation': {
    data: {
      name,
      project: 'Backendový projekt v zdravotníctve, ideálne na diaľku.',
      technologies: ['Java', 'Spring Boot'],
      startDate: '2027-03-01',
      seniority: 'senior',
      jobsUrl: 'https://kariera.test/de/jobs?x=1&y=2',
    },
    link: 'https://kariera.test/de/jobs?x=1&y=2',
  },
  'contact-confirmation': {
    data: {
      name,
      phone: '+421 905 123 456',
      message: 'Potrebujeme tím 40 vývojárov – ďakujeme.',
      jobsUrl: 'https://kariera.test/en/jobs?x=1&y=2',
    },
    link: 'https://kariera.test/en/jobs?x=1&y=2',
  },
  'newsletter-confirm': {
    data: {
      topics: ['blog', 'news'],
      url: 'https://kariera.test/en/newsletter/confirm?token=AbC_-1234567890abcdefghijklmnopqrs',
      expiresHours: 48,
    },
    link: 'https://kariera.test/en/newsletter/confirm?token=AbC_-1234567890abcdefghijklmnopqrs',
  },
  'newsletter-blog': {
    data: {
      posts: [
        {
          title: `Živnosť alebo s.r.o.? Radí ${name}`,
          excerpt: 'Porovnanie pre IT špecialistov.',
          url: 'https://kariera.test/blog/zivnost?x=1&y=2',
          publishedAt: '2026-11-20T09:00:00.000Z',
        },
      ],
      blogUrl: 'https://kariera.test/blog',
      unsubscribeUrl: 'https://kariera.test/unsubscribe?token=AbC_-1234567890abcdefghijklmnopqrs',
      settingsUrl: 'https://kariera.test/newsletter',
    },
    link: 'https://kariera.test/blog/zivnost?x=1&y=2',
  },
  'newsletter-news': {
    data: {
      subject: 'Novinky v novembri',
      html: `<p>Spustili sme <strong>nový</strong> newsletter. ${name}</p>`,
      unsubscribeUrl: 'https://kariera.test/unsubscribe?token=AbC_-1234567890abcdefghijklmnopqrs',
      settingsUrl: 'https://kariera.test/newsletter?x=1&y=2',
    },
    link: 'https://kariera.test/newsletter?x=1&y=2',
  },
  'job-alert-confirm': {
    data: {
      search: { filter: { expertises: ['java'], cities: ['Bratislava'] } },
      frequency: 'daily',
      url: 'https://kariera.test/de/newsletter/confirm?token=AbC_-1234567890abcdefghijklmnopqrs',
      expiresHours: 48,
    },
    link: 'https://kariera.test/de/newsletter/confirm?token=AbC_-1234567890abcdefghijklmnopqrs',
  },
  'job-alert': {
    data: {
      search: { filter: { expertises: ['java'], cities: ['Bratislava'] } },
      jobs: [
        {
          name: `Java vývojár – tím ${name}`,
          city: 'Bratislava',
          url: 'https://kariera.test/jobs/7?x=1&y=2',
        },
      ],
      unsubscribeUrl: 'https://kariera.test/unsubscribe?token=AbC_-1234567890abcdefghijklmnopqrs',
      settingsUrl: 'https://kariera.test/profile/newsletter',
    },
    link: 'https://kariera.test/jobs/7?x=1&y=2',
  },
  'staff-notification': {
    data: {
      kind: 'job-application',
      reference: 'Java Developer – Ľubomír Šťastný',
      fields: [
        { key: 'name', value: name },
        { key: 'email', value: 'lubo@example.sk' },
      ],
      adminUrl: 'https://kariera.test/admin/applications/7?x=1&y=2',
    },
    link: 'https://kariera.test/admin/applications/7?x=1&y=2',
  },
};

describe('e-mail templates', () => {
  for (const template of emailTemplates) {
    for (const locale of locales) {
      it(`${template} in ${locale}: subject, HTML and plain text with the name and link`, async () => {
        const { data, link } = samples[template];
        const email = await renderEmail(template, locale, data as never, { portalUrl });

        expect(email.subject.trim().length).toBeGreaterThan(5);
        expect(email.html).toMatch(new RegExp(`<html[^>]*lang="${locale}"`));
        if (!nameless.has(template)) expect(email.html).toContain(name);
        expect(email.html).toContain(`href="${escape(link)}"`);
        expect(email.html).toContain('#182f74');
        expect(email.html).toContain('Kariéra IT');
        if (!nameless.has(template)) expect(email.text).toContain(name);
        expect(email.text).toContain(link);
        expect(email.text).toContain(portalUrl);
        for (const part of [email.subject, email.html, email.text]) {
          expect(part).not.toContain('{{');
          expect(part).not.toMatch(
            /\b(layout|welcome|verify-email|reset-password|email-changed|account-deleted|staff-notification|application-received|application-status|event-approved|event-rejected|referral-candidate|referral-confirmation|extra-request-confirmation|newsletter-confirm|newsletter-blog|newsletter-news|newsletter-list|job-alert|job-alert-confirm|cv-locked)\.[a-z]/,
          );
        }
      });
    }
  }

  it('tells the old address of a changed e-mail both addresses and what to do if it was not them', async () => {
    const { data } = samples['email-changed'];
    const sk = await renderEmail('email-changed', 'sk', data, { portalUrl });
    expect(sk.text).toContain('stary@example.sk');
    expect(sk.text).toContain('novy@example.sk');
    expect(sk.text).toContain('Nezmenili ste adresu vy?');
    const en = await renderEmail(
      'email-changed',
      'en',
      { ...data, supportUrl: 'https://kariera.test/kontakt' },
      { portalUrl },
    );
    expect(en.html).toContain('href="https://kariera.test/kontakt"');
    expect(en.text).toContain('Was this not you?');
  });

  it('keeps Slovak and German letters intact in subject, HTML and text', async () => {
    const sk = await renderEmail('verify-email', 'sk', samples['verify-email'].data, { portalUrl });
    expect(sk.subject).toBe('Potvrďte svoju e-mailovú adresu');
    expect(sk.text).toContain('Dobrý deň, Ľubomír Šťastný,');
    expect(sk.html).toContain('ďakujeme za registráciu');
    const de = await renderEmail('reset-password', 'de', samples['reset-password'].data, { portalUrl });
    expect(de.subject).toBe('Passwort für Kariéra IT zurücksetzen');
    expect(de.text).toContain('Mit freundlichen Grüßen');
  });

  it('uses the plural form of the language for hours and minutes', async () => {
    const hours = async (expiresHours: number) =>
      (await renderEmail('verify-email', 'sk', { ...samples['verify-email'].data, expiresHours })).text;
    expect(await hours(1)).toContain('Odkaz platí 1 hodinu.');
    expect(await hours(3)).toContain('Odkaz platí 3 hodiny.');
    expect(await hours(24)).toContain('Odkaz platí 24 hodín.');
    const en = await renderEmail('reset-password', 'en', {
      ...samples['reset-password'].data,
      expiresMinutes: 1,
    });
    expect(en.text).toContain('valid for 1 minute and');
  });

  it('addresses German readers formally (Sie, never du)', async () => {
    for (const template of emailTemplates) {
      const { text } = await renderEmail(template, 'de', samples[template].data as never, { portalUrl });
      expect(text).toMatch(/\b(Sie|Ihr|Ihre|Ihnen)\b/);
      expect(text, template).not.toMatch(/\b(du|dich|dir|dein|deine)\b/i);
    }
  });

  it('tells HR what arrived: subject by kind, labelled fields, link to the admin', async () => {
    const sk = await renderEmail('staff-notification', 'sk', samples['staff-notification'].data, {
      portalUrl,
    });
    expect(sk.subject).toBe('Nová reakcia na ponuku: Java Developer – Ľubomír Šťastný');
    expect(sk.text).toMatch(/E-mail\s+lubo@example\.sk/);
    const de = await renderEmail(
      'staff-notification',
      'de',
      { ...samples['staff-notification'].data, kind: 'referral', reference: 'Jana' },
      { portalUrl },
    );
    expect(de.subject).toBe('Neue Empfehlung: Jana');
  });

  it('tells HR coded values (commission type, seniority) by their label in every language, never the code', async () => {
    const labels = {
      sk: ['Odmena za každý odpracovaný deň', 'Junior (menej ako 2 roky)', 'Jednorazová odmena'],
      en: ['Commission per worked day', 'Junior (less than 2 years)', 'One-time commission'],
      de: ['Prämie pro gearbeiteten Tag', 'Junior (weniger als 2 Jahre)', 'Einmalige Prämie'],
    };
    for (const locale of locales) {
      const { html, text } = await renderEmail(
        'staff-notification',
        locale,
        {
          ...samples['staff-notification'].data,
          kind: 'referral',
          fields: [
            { key: 'name', value: name },
            { key: 'commissionType', code: 'per_day' },
            { key: 'seniority', code: 'junior' },
          ],
        },
        { portalUrl },
      );
      const [perDay, junior] = labels[locale];
      expect(text).toContain(perDay);
      expect(text).toContain(junior);
      expect(html).toContain(perDay);
      expect(html + text).not.toMatch(/per_day|\bjunior\b/);
      const oneTime = await renderEmail(
        'staff-notification',
        locale,
        { ...samples['staff-notification'].data, fields: [{ key: 'commissionType', code: 'one_time' }] },
        { portalUrl },
      );
      expect(oneTime.text).toContain(labels[locale][2]);
    }
    await expect(
      renderEmail('staff-notification', 'sk', {
        ...samples['staff-notification'].data,
        fields: [{ key: 'seniority', code: 'guru' }],
      }),
    ).rejects.toThrow(/Missing e-mail string "staff-notification.values.seniority.guru"/);
  });

  it('writes out dates for HR in the e-mail’s language, never as an ISO date', async () => {
    const expected = { sk: '1. marca 2027', en: '1 March 2027', de: '1. März 2027' };
    for (const locale of locales) {
      const { text, html } = await renderEmail(
        'staff-notification',
        locale,
        { ...samples['staff-notification'].data, fields: [{ key: 'startDate', date: '2027-03-01' }] },
        { portalUrl },
      );
      expect(text.replace(/\u00a0/g, ' ')).toContain(expected[locale]);
      expect(html + text).not.toContain('2027-03-01');
    }
  });

  it('asks a referred candidate by the referrer’s name, with the project and the consent link', async () => {
    const { data } = samples['referral-candidate'];
    const sk = await renderEmail('referral-candidate', 'sk', data, { portalUrl });
    expect(sk.subject).toBe('Zuzana Kováčová vás odporučil(a) na IT projekt');
    expect(sk.text).toContain('Senior Java vývojár (Bratislava)');
    expect(sk.text).toContain(data.consentUrl);
    const de = await renderEmail(
      'extra-request-confirmation',
      'de',
      samples['extra-request-confirmation'].data,
      {
        portalUrl,
      },
    );
    expect(de.text).toContain('1. März 2027');
    expect(de.text).toContain('Senior (5 Jahre oder mehr)');
  });

  it('refuses data that does not fit the template', async () => {
    await expect(
      renderEmail('verify-email', 'sk', { name, url: 'javascript:alert(1)', expiresHours: 24 }),
    ).rejects.toThrow();
    await expect(renderEmail('welcome', 'sk', { name: ' ', profileUrl: portalUrl })).rejects.toThrow();
  });

  it('throws on a missing string or value instead of sending a hole', () => {
    const t = emailTranslator('sk');
    expect(() => t('welcome.nope')).toThrow(/Missing e-mail string "welcome.nope" in sk/);
    expect(() => t('layout.greeting')).toThrow(/Missing value "name"/);
    expect(t('layout.greeting', { name })).toBe(`Dobrý deň, ${name},`);
  });
});

describe('application status e-mails', () => {
  it('have a subject and a sentence of their own for every step in every language', async () => {
    for (const locale of locales) {
      const seen = new Set<string>();
      for (const status of ['in_review', 'interview', 'offer', 'placed', 'closed'] as const) {
        const email = await renderEmail(
          'application-status',
          locale,
          { ...samples['application-status'].data, status },
          { portalUrl },
        );
        expect(email.subject).toContain('Java developer – Bratislava');
        expect(email.subject + email.text).not.toMatch(/application-status\.|\{\{/);
        seen.add(email.subject);
      }
      expect(seen.size).toBe(5);
    }
  });
});
