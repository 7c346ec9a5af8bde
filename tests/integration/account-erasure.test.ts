import { and, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { job, referral } from '../../db/schema/index.ts';
import { pdfBytes } from '../factories/documents.ts';
import { apiCaller, fileTestApp, registerCandidate, registerVerifiedCandidate } from '../setup/api-users.ts';
import { testDriver } from '../setup/test-db.ts';

const app = fileTestApp({ HR_EMAIL: 'hr@kariera.test' });
const call = apiCaller(app);
let seq = 0;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A tailored-project request as its form sends it. */
const extraRequestBody = (name: string, email: string) => ({
  name,
  email,
  phone: '+421 905 123 456',
  project: 'A backend project in healthcare, ideally remote.',
  technologies: ['Java'],
  preferredTechnologies: '',
  startDate: inDays(30),
  seniority: 'senior',
  consent: true,
});

/** An adequate-salary questionnaire as its form sends it. */
const questionnaireBody = (name: string, email: string) => ({
  profession: 'programmer',
  name,
  email,
  overalPraxis: 3,
  isTeamleader: false,
  isArchitect: false,
  workedDomain: 'finance',
  technologiesKnown: ['Java'],
  technologiesPraxis: { Java: 3 },
  gdpr: true,
});

/**
 * Every row of every table whose text or JSON (any text-like or jsonb column) contains `needle`,
 * case-insensitively: the whole database, not a list of places someone remembered.
 */
async function rowsMentioning(needle: string): Promise<{ table: string; column: string; value: string }[]> {
  const db = app().database.db;
  const columns = (await db.execute(sql`
    select table_name, column_name from information_schema.columns
     where table_schema = 'public'
       and data_type in ('text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY', 'USER-DEFINED')`)) as unknown as
    { rows: { table_name: string; column_name: string }[] } | { table_name: string; column_name: string }[];
  const list = Array.isArray(columns) ? columns : columns.rows;
  const found: { table: string; column: string; value: string }[] = [];
  for (const { table_name: table, column_name: column } of list) {
    const result = (await db.execute(
      sql`select ${sql.identifier(column)}::text as value from ${sql.identifier(table)}
           where position(lower(${needle}) in lower(${sql.identifier(column)}::text)) > 0`,
    )) as unknown as { rows: { value: string }[] } | { value: string }[];
    for (const row of Array.isArray(result) ? result : result.rows)
      found.push({ table, column, value: row.value.slice(0, 200) });
  }
  return found;
}

describe(`account deletion on ${testDriver()}`, () => {
  it('leaves no copy of the e-mail address or the name anywhere in the database (GDPR Art. 17)', async () => {
    const n = `${Date.now()}${++seq}`;
    const lastName = `Zmazaná${n}`;
    const person = await registerVerifiedCandidate(app, {
      firstName: 'Erika',
      lastName,
      email: `erika.${n}@example.sk`,
    });
    const { email, cookie } = person;
    const db = app().database.db;
    const [published] = await db
      .select({ id: job.id })
      .from(job)
      .where(and(eq(job.status, 'published'), eq(job.available, true)))
      .limit(1);

    // Everything a candidate leaves behind: an application with a CV named after them, a referral
    // they made, one that names them as the candidate, a tailored request, a contact message, a
    // questionnaire and a saved job; plus the e-mails all of these queued.
    const form = new FormData();
    form.append('file', new File([pdfBytes() as Uint8Array<ArrayBuffer>], `${lastName} CV.pdf`));
    const uploaded = await call('POST', '/api/job-application/cv-upload', { body: form, cookie });
    const fileId = ((await uploaded.json()) as { id: string }).id;
    const applied = await call('POST', '/api/job-application/apply', {
      cookie,
      body: {
        id: published!.id,
        fileId,
        firstName: 'Erika',
        lastName,
        email,
        phoneCountry: 'SVK',
        phone: '+421 905 123 456',
        message: `Pozdravuje ${lastName}`,
        consent: true,
      },
    });
    expect(applied.status, await applied.clone().text()).toBe(201);
    const referrals = [
      {
        referrerName: `Erika ${lastName}`,
        referrerEmail: email,
        referrerPhone: '+421 905 111 222',
        candidateName: 'Ján Novák',
        candidateEmail: `jan.${n}@example.sk`,
      },
      {
        referrerName: 'Zuzana Kováčová',
        referrerEmail: `zuzana.${n}@example.sk`,
        candidateName: `Erika ${lastName}`,
        candidateEmail: email,
        candidatePhone: '+421 905 333 444',
      },
    ];
    for (const people of referrals) {
      const response = await call('POST', '/api/referrals', {
        cookie: people.referrerEmail === email ? cookie : undefined,
        body: {
          ...people,
          candidateCurrentPosition: 'Java developer',
          candidateInfo: 'Spring and Kafka.',
          commissionType: 'one_time',
          jobId: published!.id,
          consent: true,
        },
      });
      expect(response.status, await response.clone().text()).toBe(201);
    }
    // The newsletter and a job alert made signed out with the same address.
    const subscribed = await call('POST', '/api/newsletter/subscriptions', {
      body: { email, language: 'sk', topics: ['blog'], consent: true },
    });
    expect(subscribed.status).toBe(202);
    const alerted = await call('POST', '/api/job-alerts', {
      body: { email, filter: { query: lastName }, frequency: 'daily', consent: true },
    });
    expect(alerted.status).toBe(202);
    const extra = await call('POST', '/api/extra-requests', {
      cookie,
      body: extraRequestBody(`Erika ${lastName}`, email),
    });
    expect(extra.status, await extra.clone().text()).toBe(201);
    const contact = await call('POST', '/api/contact-messages', {
      body: {
        name: `Erika ${lastName}`,
        email,
        phone: '+421 905 765 432',
        message: 'We need a team.',
        consent: true,
      },
    });
    expect(contact.status, await contact.clone().text()).toBe(201);
    const questionnaire = await call('POST', '/api/questionnaires', {
      body: questionnaireBody(`Erika ${lastName}`, email),
    });
    expect(questionnaire.status, await questionnaire.clone().text()).toBe(201);
    expect((await rowsMentioning(email)).length).toBeGreaterThan(5);

    const deleted = await call('DELETE', '/api/candidates/my', {
      cookie,
      body: { password: person.payload.password, confirm: true },
    });
    expect(deleted.status, await deleted.clone().text()).toBe(204);

    // The only copy left is the goodbye e-mail itself, queued to the address after the erasure.
    const isGoodbye = (hit: { table: string; value: string }) =>
      hit.table === 'task' && hit.value.includes('"template": "account-deleted"');
    expect((await rowsMentioning(email)).filter((hit) => !isGoodbye(hit))).toEqual([]);
    expect((await rowsMentioning(lastName)).filter((hit) => !isGoodbye(hit))).toEqual([]);
  });

  it('of an account that never verified its address leaves what others sent from that address', async () => {
    const n = `${Date.now()}${++seq}`;
    // What the owner of the address sent signed out, before anyone signed up with it.
    const email = `owner.${n}@example.sk`;
    const sent = [
      call('POST', '/api/newsletter/subscriptions', {
        body: { email, language: 'sk', topics: ['blog'], consent: true },
      }),
      call('POST', '/api/job-alerts', {
        body: { email, filter: { query: `Kotlin ${n}` }, frequency: 'daily', consent: true },
      }),
      call('POST', '/api/contact-messages', {
        body: {
          name: 'Oľga Majiteľová',
          email,
          phone: '+421 905 765 432',
          message: `Tím pre projekt ${n}.`,
          consent: true,
        },
      }),
      call('POST', '/api/extra-requests', { body: extraRequestBody('Oľga Majiteľová', email) }),
      call('POST', '/api/questionnaires', { body: questionnaireBody('Oľga Majiteľová', email) }),
      call('POST', '/api/referrals', {
        body: {
          referrerName: 'Oľga Majiteľová',
          referrerEmail: email,
          candidateName: 'Ján Novák',
          candidateEmail: `jan.${n}@example.sk`,
          candidateInfo: 'Spring and Kafka.',
          projectText: 'Backend v Kotline',
          commissionType: 'one_time',
          consent: true,
        },
      }),
      call('POST', '/api/referrals', {
        body: {
          referrerName: 'Zuzana Kováčová',
          referrerEmail: `zuzana.${n}@example.sk`,
          candidateName: 'Oľga Majiteľová',
          candidateEmail: email.toUpperCase(),
          candidateInfo: 'Výborná analytička.',
          projectText: 'Backend v Kotline',
          commissionType: 'one_time',
          consent: true,
        },
      }),
    ];
    for (const response of await Promise.all(sent))
      expect(response.status, await response.clone().text()).toBeLessThan(300);
    const before = await rowsMentioning(email);
    const tables = (hits: { table: string }[]) => [...new Set(hits.map((hit) => hit.table))].sort();
    expect(tables(before)).toEqual(
      expect.arrayContaining([
        'consent_record',
        'contact_message',
        'extra_request',
        'job_alert',
        'newsletter_subscription',
        'referral',
        'salary_questionnaire',
        // The e-mails these queued to the address.
        'task',
      ]),
    );

    // Someone else signs up with that address, never confirms it, and deletes the account.
    const impostor = await registerCandidate(app, { email });
    const deleted = await call('DELETE', '/api/candidates/my', {
      cookie: impostor.cookie,
      body: { password: impostor.payload.password, confirm: true },
    });
    expect(deleted.status, await deleted.clone().text()).toBe(204);

    // Every row that named the address before is still there, as it was.
    const after = await rowsMentioning(email);
    for (const table of tables(before))
      expect(
        after.filter((hit) => hit.table === table),
        table,
      ).toEqual(expect.arrayContaining(before.filter((hit) => hit.table === table)));
    const aboutTheOwner = await app()
      .database.db.select({ status: referral.status, info: referral.candidateInfo })
      .from(referral)
      .where(sql`lower(${referral.candidateEmail}) = lower(${email})`);
    expect(aboutTheOwner).toEqual([{ status: 'pending', info: 'Výborná analytička.' }]);
  });
});
