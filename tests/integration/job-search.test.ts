import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSearchRequestSchema, type JobSearchInput } from '../../contracts/jobs.ts';
import { findExpertises } from '../../core/catalog/find-expertises.ts';
import { findJobs } from '../../core/jobs/find-jobs.ts';
import { findSimilarJobs } from '../../core/jobs/find-similar-jobs.ts';
import { getJob } from '../../core/jobs/get-job.ts';
import { type Database, queryRows } from '../../db/client.ts';
import { openTestDatabase, testDriver } from '../setup/test-db.ts';

let database: Database;
const label = (_kind: string, value: string) => value;
const search = (input: JobSearchInput) =>
  findJobs({ db: database.db, request: jobSearchRequestSchema.parse(input), locale: 'sk', label });

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe(`job search on ${testDriver()}`, () => {
  it('has a stored, indexed search vector and the extensions it needs', async () => {
    const indexes = await queryRows<{ indexname: string }>(
      database.db,
      sql`select indexname from pg_indexes where tablename = 'job_search'`,
    );
    expect(indexes.map((i) => i.indexname)).toContain('job_search_text_idx');
    const ext = await queryRows<{ extname: string }>(database.db, sql`select extname from pg_extension`);
    expect(ext.map((e) => e.extname)).toEqual(expect.arrayContaining(['unaccent', 'pg_trgm']));
  });

  it('lists open published jobs by top order, then newest', async () => {
    const result = await search({ size: 100 });
    expect(result.page.totalElements).toBeGreaterThanOrEqual(50);
    const ids = result.page.content.map((j) => j.id);
    const rows = await queryRows<{ id: number; top_order: number; published_at: Date }>(
      database.db,
      sql`select id, top_order, published_at from job where status = 'published' and available and (valid_through is null or valid_through > now()) order by top_order asc, published_at desc nulls last, id desc limit 100`,
    );
    expect(ids).toEqual(rows.map((r) => r.id));
  });

  it('finds "Vývojár" when typed without diacritics and in any case', async () => {
    const plain = await search({ filter: { query: 'vyvojar' }, size: 100 });
    const accented = await search({ filter: { query: 'VÝVOJÁR' }, size: 100 });
    expect(plain.page.totalElements).toBeGreaterThan(0);
    expect(plain.page.content.map((j) => j.id)).toEqual(accented.page.content.map((j) => j.id));
    expect(plain.page.content.some((j) => /vývojár/i.test(j.name))).toBe(true);
  });

  it('treats quotes, %, backslashes and SQL keywords as plain text', async () => {
    for (const query of [`' OR 1=1 --`, '%', '\\', 'DROP TABLE job;', '"java"', '&|!():*']) {
      const result = await search({ filter: { query } });
      expect(result.page.totalElements).toBeGreaterThanOrEqual(0);
    }
    const [{ n }] = (await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from job`,
    )) as [{ n: number }];
    expect(n).toBeGreaterThanOrEqual(60);
  });

  it('filters by profession and keeps the other professions counted in the facet', async () => {
    const all = await search({});
    const backend = await search({ filter: { professions: ['BACKEND'] }, size: 100 });
    expect(backend.page.content.every((j) => j.profession.value === 'BACKEND')).toBe(true);
    expect(backend.filters.professions).toEqual(all.filters.professions);
    expect(backend.page.totalElements).toBe(
      all.filters.professions.find((p) => p.value === 'BACKEND')?.count,
    );
  });

  it('filters by city, with "Remote" meaning fully remote', async () => {
    const kosice = await search({ filter: { cities: ['Košice'] }, size: 100 });
    expect(kosice.page.totalElements).toBeGreaterThan(0);
    expect(kosice.page.content.every((j) => j.city === 'Košice')).toBe(true);
    const remote = await search({ filter: { cities: ['Remote'] }, size: 100 });
    expect(remote.page.totalElements).toBeGreaterThan(0);
    expect(remote.page.content.every((j) => j.remoteOfficePercentage === 100)).toBe(true);
  });

  it('filters by legal relation, level, language, technology, rate and salary', async () => {
    const contract = await search({ filter: { legalRelationTypes: ['contract'] }, size: 100 });
    expect(contract.page.content.every((j) => j.legalRelationType === 'contract')).toBe(true);
    const senior = await search({ filter: { requiredLevels: ['senior'] }, size: 100 });
    expect(senior.page.content.every((j) => j.requiredLevels.includes('senior'))).toBe(true);
    const german = await search({ filter: { languages: ['de'] }, size: 100 });
    expect(german.page.totalElements).toBeGreaterThan(0);
    expect(german.page.content.every((j) => j.language === 'de')).toBe(true);
    const java = await search({ filter: { expertises: ['java'] }, size: 100 });
    expect(java.page.totalElements).toBeGreaterThan(0);
    expect(java.page.content.every((j) => j.expertises.some((e) => e.name === 'Java'))).toBe(true);
    const rate = await search({ filter: { rateMin: 50 }, size: 100 });
    expect(rate.page.content.every((j) => (j.hourlyRate ?? 0) >= 50)).toBe(true);
    const salary = await search({ filter: { salaryMin: 4000 }, size: 100 });
    expect(salary.page.content.every((j) => (j.monthlySalaryTo ?? j.monthlySalaryFrom ?? 0) >= 4000)).toBe(
      true,
    );
  });

  it('sorts by newest and by highest rate', async () => {
    const newest = await search({ sort: 'newest', size: 30 });
    const dates = newest.page.content.map((j) => Date.parse(j.publishedAt ?? '0'));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const rate = await search({ sort: 'rate', size: 10 });
    const daily = (j: (typeof rate.page.content)[number]) =>
      j.hourlyRate !== null
        ? j.hourlyRate * 8
        : (j.mdBudgetTo ??
          j.mdBudgetFrom ??
          Math.floor((j.monthlySalaryTo ?? j.monthlySalaryFrom ?? 0) / 20));
    const values = rate.page.content.map(daily);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('pages without overlap', async () => {
    const first = await search({ size: 10, page: 0 });
    const second = await search({ size: 10, page: 1 });
    expect(first.page.totalPages).toBe(Math.ceil(first.page.totalElements / 10));
    expect(
      first.page.content.map((j) => j.id).filter((id) => second.page.content.some((s) => s.id === id)),
    ).toEqual([]);
  });

  it('suggests similar jobs of compatible professions only (docs/product/entities.md)', async () => {
    const frontend = (await search({ filter: { professions: ['FRONTEND'] } })).page.content[0]!;
    const similar = await findSimilarJobs({ db: database.db, jobId: frontend.id, locale: 'en' });
    expect(similar.length).toBeGreaterThan(0);
    expect(
      similar.every((j) => ['FRONTEND', 'FULLSTACK'].includes(j.profession.value) && j.id !== frontend.id),
    ).toBe(true);
    const detail = await getJob({ db: database.db, id: frontend.id, locale: 'de' });
    expect(detail.profession.displayString).toBe('Frontend-Entwickler');
  });

  it('ranks technologies: prefix first, diacritics and typos forgiven', async () => {
    const post = await findExpertises({ db: database.db, name: 'postg' });
    expect(post[0]?.name).toBe('PostgreSQL');
    const kotlin = await findExpertises({ db: database.db, name: 'kotlín' });
    expect(kotlin[0]?.name).toBe('Kotlin');
    const typo = await findExpertises({ db: database.db, name: 'javascrpt' });
    expect(typo.map((e) => e.name)).toContain('JavaScript');
    const percent = await findExpertises({ db: database.db, name: '%' });
    expect(percent).toEqual([]);
  });
});
