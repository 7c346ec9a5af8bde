import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSearchRequestSchema, type JobSearchInput } from '../../contracts/jobs.ts';
import { getAdminOverview } from '../../core/admin/get-admin-overview.ts';
import { createSearchIndexStore, findJobs } from '../../core/jobs/find-jobs.ts';
import { getHomeStats } from '../../core/jobs/get-home-stats.ts';
import { getJob } from '../../core/jobs/get-job.ts';
import { getTopExpertises } from '../../core/jobs/get-top-expertises.ts';
import * as searchSql from '../../core/jobs/search-sql.ts';
import { type Database, queryRows } from '../../db/client.ts';
import { openTestDatabase, testDriver } from '../setup/test-db.ts';

let database: Database;
const label = (_kind: string, value: string) => value;
const search = (input: JobSearchInput) =>
  findJobs({ db: database.db, request: jobSearchRequestSchema.parse(input), locale: 'sk', label });
/** Searches of one instance, which keeps its index (and what its probes learnt) between them. */
const keptSearch = () => {
  const indexes = createSearchIndexStore({ db: database.db });
  return (input: JobSearchInput, locale: 'sk' | 'en' = 'sk') =>
    findJobs({ db: database.db, request: jobSearchRequestSchema.parse(input), locale, label, indexes });
};
/** Every word a job is found by: name, technologies and description. */
const wordsOf = async (ids: number[]) =>
  queryRows<{ id: number; text: string }>(
    database.db,
    sql`select j.id, lower(j.name || ' ' || j.search_terms || ' ' || j.description) as text from job j
      where j.id = any(${`{${ids.join(',')}}`}::int[])`,
  );

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe(`what a search matches, on ${testDriver()}`, () => {
  it('"java" finds Java jobs and no job that only mentions JavaScript', async () => {
    const java = await search({ filter: { query: 'java' }, size: 100 });
    expect(java.page.totalElements).toBeGreaterThan(0);
    for (const job of await wordsOf(java.page.content.map((j) => j.id)))
      expect(job.text, `job ${job.id}`).toMatch(/(^|[^a-z])java([^a-z]|$)/);
    const javascript = await search({ filter: { query: 'javascript' }, size: 100 });
    expect(javascript.page.totalElements).toBeGreaterThan(0);
    const onlyJs = javascript.page.content.filter((j) => !java.page.content.some((x) => x.id === j.id));
    expect(onlyJs.length).toBeGreaterThan(0);
  });

  it('"C#" and "C++" find different jobs, in the index and in SQL alike (symbols are part of the name)', async () => {
    /** The jobs a search lists, each with the words the search vector is made of. */
    const found = async (query: string) => {
      const listed = await search({ filter: { query }, size: 100 });
      const inSql = await queryRows<{ id: number }>(
        database.db,
        sql`select j.id from job j where ${searchSql.jobMatchesFilter({ query })}`,
      );
      expect(inSql.map((r) => Number(r.id)).sort(), query).toEqual(
        listed.page.content.map((j) => j.id).sort(),
      );
      expect(listed.page.totalElements, query).toBeLessThanOrEqual(100);
      return queryRows<{ id: number; text: string }>(
        database.db,
        sql`select j.id, lower(j.name || ' ' || j.search_terms || ' ' || array_to_string(j.tags, ' ')) as text
          from job j where j.id = any(${`{${listed.page.content.map((j) => j.id).join(',')}}`}::int[])`,
      );
    };
    const csharp = await found('C#');
    const cpp = await found('C++');
    expect(csharp.length).toBeGreaterThan(0);
    expect(cpp.length).toBeGreaterThan(0);
    for (const job of csharp) expect(job.text, `C# search, job ${job.id}`).toContain('c#');
    for (const job of cpp) expect(job.text, `C++ search, job ${job.id}`).toContain('c++');
    const dotnet = await found('.NET');
    expect(dotnet.length).toBeGreaterThan(0);
    for (const job of dotnet) expect(job.text, `.NET search, job ${job.id}`).toContain('.net');
    expect((await found('f#')).every((job) => job.text.includes('f#'))).toBe(true);
  });

  it('a word that is no technology still finds the words it begins ("vyvoj" finds "vývojár")', async () => {
    const partial = await search({ filter: { query: 'vyvoj' }, size: 100 });
    expect(partial.page.content.some((j) => /vývojár/i.test(j.name))).toBe(true);
    const jav = await search({ filter: { query: 'jav' }, size: 100 });
    const java = await search({ filter: { query: 'java' }, size: 100 });
    expect(jav.page.totalElements).toBeGreaterThan(java.page.totalElements);
  });

  it('a typed technology filter that names no technology picks the ones it begins or resembles', async () => {
    const exact = await search({ filter: { expertises: ['Kotlin'] }, size: 100 });
    expect(exact.page.totalElements).toBeGreaterThan(0);
    expect(exact.expertiseMatches).toBeUndefined();
    const partial = await search({ filter: { expertises: ['kotl'] }, size: 100 });
    expect(partial.page.totalElements).toBe(exact.page.totalElements);
    expect(partial.expertiseMatches).toEqual([{ typed: 'kotl', matched: ['Kotlin'] }]);
    const typo = await search({ filter: { expertises: ['javscript'] }, size: 100 });
    expect(typo.page.totalElements).toBeGreaterThan(0);
    expect(typo.expertiseMatches?.[0]?.matched).toContain('JavaScript');
    expect(typo.page.content.every((j) => j.expertises.some((e) => e.name === 'JavaScript'))).toBe(true);
    const java = await search({ filter: { expertises: ['java'] }, size: 100 });
    expect(java.page.content.every((j) => j.expertises.some((e) => e.name === 'Java'))).toBe(true);
  });

  it('filters by remote, hybrid or on site and counts each', async () => {
    await database.db.execute(
      sql`update job set remote_office_percentage = 0 where id in (select id from job where remote_office_percentage = 50 order by id limit 3)`,
    );
    const all = await search({});
    const counts = Object.fromEntries(all.filters.workplaces.map((f) => [f.value, f.count]));
    expect(all.filters.workplaces.map((f) => f.value)).toEqual(['remote', 'hybrid', 'onsite']);
    expect(counts.onsite).toBeGreaterThan(0);
    expect(counts.remote! + counts.hybrid! + counts.onsite!).toBe(all.page.totalElements);
    const hybrid = await search({ filter: { workplaces: ['hybrid'] }, size: 100 });
    expect(hybrid.page.totalElements).toBe(counts.hybrid);
    expect(
      hybrid.page.content.every((j) => j.remoteOfficePercentage > 0 && j.remoteOfficePercentage < 100),
    ).toBe(true);
    const onsite = await search({ filter: { workplaces: ['onsite'], languages: ['sk'] }, size: 100 });
    expect(onsite.page.content.every((j) => j.remoteOfficePercentage === 0 && j.language === 'sk')).toBe(
      true,
    );
  });

  it('the condition for job alerts selects what the list shows', async () => {
    const filter = { query: 'senior', workplaces: ['hybrid' as const, 'remote' as const] };
    const listed = await search({ filter, size: 100 });
    const rows = await queryRows<{ id: number }>(
      database.db,
      sql`select j.id from job j where ${searchSql.jobMatchesFilter(filter)}`,
    );
    expect(rows.map((r) => Number(r.id)).sort()).toEqual(listed.page.content.map((j) => j.id).sort());
  });

  it('an edit shows in the search at once, and its technologies too', async () => {
    const [job] = await queryRows<{ id: number }>(
      database.db,
      sql`select id from job where status = 'published' and available order by id limit 1`,
    );
    await database.db.execute(sql`update job set name = 'Quetzalcoatl architekt' where id = ${job!.id}`);
    const found = await search({ filter: { query: 'quetzalcoatl' } });
    expect(found.page.content.map((j) => j.id)).toEqual([job!.id]);
    await database.db.execute(
      sql`insert into job_expertise (job_id, expertise_id) select ${job!.id}, id from expertise where name = 'Elixir'
        on conflict do nothing`,
    );
    const elixir = await search({ filter: { expertises: ['Elixir'] }, size: 100 });
    expect(elixir.page.content.map((j) => j.id)).toContain(job!.id);
  });

  it("an instance's index takes in writes as they come, in order, with the right counts", async () => {
    const kept = keptSearch();
    const before = await kept({ size: 100 });
    const [last, first] = [before.page.content.at(-1)!, before.page.content[0]!];
    await database.db.execute(sql`update job set top_order = -1, name = 'Xylofonista' where id = ${last.id}`);
    await database.db.execute(sql`update job set available = false where id = ${first.id}`);
    const after = await kept({ size: 100 });
    expect(after.page.content[0]!.id).toBe(last.id);
    expect(after.page.content.map((j) => j.id)).not.toContain(first.id);
    expect(after.page.totalElements).toBe(before.page.totalElements - 1);
    expect((await kept({ filter: { query: 'xylofon' } })).page.content.map((j) => j.id)).toEqual([last.id]);
    const fresh = await search({ size: 100 });
    expect(after.page.content.map((j) => j.id)).toEqual(fresh.page.content.map((j) => j.id));
    expect(after.filters).toEqual(fresh.filters);
    const paged = await kept({ size: 7, page: 1 });
    expect(paged.page.content.map((j) => j.id)).toEqual(fresh.page.content.slice(7, 14).map((j) => j.id));
  });

  it("a result card shows what the job's own page shows, in the visitor's language, and follows every edit", async () => {
    const kept = keptSearch();
    const cardsAsPages = async (locale: 'sk' | 'en') => {
      const { content } = (await kept({ sort: 'newest', size: 12 }, locale)).page;
      for (const card of content) {
        const detail = await getJob({ db: database.db, id: card.id, locale });
        expect(card).toEqual(
          Object.fromEntries(Object.keys(card).map((k) => [k, detail![k as keyof typeof card]])),
        );
      }
      return content;
    };
    const cards = await cardsAsPages('sk');
    expect(cards.some((c) => c.expertises.length > 1)).toBe(true);
    await cardsAsPages('en');
    // Columns only a card shows (no filter or order uses them) still reach a kept index at once.
    const plain = cards.find((c) => !c.topOffer)!;
    await database.db.execute(
      sql`update job set top_offer = true, job_start_date = '2027-03-01', project_length_in_months = 7 where id = ${plain.id}`,
    );
    const edited = (await kept({ sort: 'newest', size: 12 })).page.content.find((c) => c.id === plain.id)!;
    expect(edited).toMatchObject({ topOffer: true, jobStartDate: '2027-03-01', projectLengthInMonths: 7 });
    expect(edited.states).toContain('top');
    await cardsAsPages('sk');
  });

  it('a kept instance answers repeated words and technologies as a fresh search does, and sees writes', async () => {
    const kept = keptSearch();
    const inputs: JobSearchInput[] = [
      { filter: { query: 'Vývojár' } },
      { filter: { query: 'vyvojar', expertises: ['kotl'] } },
      { filter: { expertises: ['javscript', 'React'] } },
    ];
    for (let round = 0; round < 2; round++)
      for (const input of inputs) expect(await kept(input)).toEqual(await search(input));
    const [job] = await queryRows<{ id: number }>(
      database.db,
      sql`select id from job where status = 'published' and available order by id desc limit 1`,
    );
    await database.db.execute(sql`update job set name = 'Vývojár Quokka' where id = ${job!.id}`);
    expect((await kept({ filter: { query: 'Vývojár quokka' } })).page.content.map((j) => j.id)).toEqual([
      job!.id,
    ]);
    for (const input of inputs) expect(await kept(input)).toEqual(await search(input));
  });

  it('ended and unavailable jobs leave the list, the facets, the counters and the top offers', async () => {
    const before = await search({ size: 100 });
    const stats = await getHomeStats({ db: database.db });
    const techBefore = await getTopExpertises({ db: database.db, limit: 1000 });
    const [top] = await queryRows<{ id: number }>(
      database.db,
      sql`select id from job where status = 'published' and available order by id desc limit 1`,
    );
    await database.db.execute(
      sql`update job set top_offer = true, top_order = 0, valid_through = now() - interval '1 day' where id = ${top!.id}`,
    );
    const after = await search({ size: 100 });
    expect(after.page.content.map((j) => j.id)).not.toContain(top!.id);
    expect(after.page.totalElements).toBe(before.page.totalElements - 1);
    const facetTotal = after.filters.professions.reduce((s, f) => s + f.count, 0);
    expect(facetTotal).toBe(after.page.totalElements);
    expect((await getHomeStats({ db: database.db })).jobs).toBe(stats.jobs - 1);
    expect(after.page.totalElements).toBe(stats.jobs - 1);
    for (const job of after.page.content) expect(job.states).not.toContain('not_available');
    // Reachable by a direct link, marked as not available.
    const detail = await getJob({ db: database.db, id: top!.id, locale: 'sk' });
    expect(detail?.states).toContain('not_available');
    const overview = await getAdminOverview({ db: database.db });
    const [counts] = await queryRows<{ open: number; ended: number }>(
      database.db,
      sql`select count(*) filter (where available and (valid_through is null or valid_through > now()))::int as open,
        count(*) filter (where not available or valid_through <= now())::int as ended
        from job where status = 'published'`,
    );
    expect(overview.publishedJobs).toBe(counts!.open);
    expect(overview.endedJobs).toBe(counts!.ended);
    expect(overview.endedJobs).toBeGreaterThan(0);
    const techAfter = await getTopExpertises({ db: database.db, limit: 1000 });
    const techOfEnded = await queryRows<{ name: string }>(
      database.db,
      sql`select e.name from job_expertise je join expertise e on e.id = je.expertise_id where je.job_id = ${top!.id}`,
    );
    expect(techOfEnded.length).toBeGreaterThan(0);
    for (const { name } of techOfEnded) {
      const was = techBefore.find((t) => t.name === name)?.count ?? 0;
      const is = techAfter.find((t) => t.name === name)?.count ?? 0;
      expect(is, name).toBe(was - 1);
    }
  });
});
