import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { Locale } from '../../contracts/enums.ts';
import type { LegalRelationType, ProfessionCode, RequiredLevel } from '../../contracts/enums.ts';
import type { NetPay } from '../../contracts/jobs.ts';
import { type JobCardRow, toIso } from './job-row.ts';
import { type IndexedJob, SearchIndex } from './search-index.ts';

/**
 * A search index of the listed jobs read from `job_search`: all of them, or (`sinceSeq`) the rows
 * written after that point, listed or not (`changedIds`: every such job, to hide in the base index).
 * Also the words that name technologies (searched exactly, see `search_tsquery`).
 */
export async function loadSearchIndex({ db, sinceSeq }: { db: Db; sinceSeq?: number }): Promise<{
  index: SearchIndex;
  changedIds: number[];
  technologyWords: Set<string>;
}> {
  // The highest seq first: rows written meanwhile are read again by the next load, never missed.
  const [top] = await queryRows<{ seq: string | null }>(
    db,
    sql`select max(seq)::text as seq from job_search`,
  );
  const seq = Math.max(Number(top?.seq ?? 0), sinceSeq ?? 0);
  const [rows, professions, technologies, expertises] = await Promise.all([
    queryRows<{
      listed: boolean;
      id: number;
      vt: string | null;
      p: string;
      c: string;
      l: string;
      g: string;
      w: string;
      lv: string;
      tg: string;
      ex: string;
      hr: number | null;
      sl: number | null;
      sh: number | null;
      dr: number | null;
      tor: number;
      pa: string | null;
      words: string;
      // The result card's own columns (from `job`, read in the same statement, so as fresh as the rest).
      name: string;
      partner: string;
      rop: number;
      mbf: number | null;
      mbt: number | null;
      msf: number | null;
      mst: number | null;
      published_at: string | null;
      valid_through: string | null;
      jsd: string | null;
      plm: number | null;
      top: boolean;
      av: boolean;
      np: string | null;
      nb: number | null;
    }>(
      db,
      sql`select s.listed, s.job_id as id, extract(epoch from s.valid_through) * 1000 as vt, s.profession_code as p,
        s.city as c, s.legal_relation_type as l, s.language as g, s.workplace as w,
        array_to_string(s.required_levels, ' ') as lv, array_to_string(s.tags, E'\x1f') as tg,
        array_to_string(s.expertise_ids, ' ') as ex, s.hourly_rate as hr, s.salary_low as sl, s.salary_high as sh,
        s.day_rate as dr, s.top_order as tor, extract(epoch from s.published_at) * 1000 as pa,
        array_to_string(tsvector_to_array(s.search_vector), ' ') as words,
        j.name, j.partner, j.remote_office_percentage as rop, j.md_budget_from as mbf, j.md_budget_to as mbt,
        j.monthly_salary_from as msf, j.monthly_salary_to as mst, j.published_at, j.valid_through,
        j.job_start_date as jsd, j.project_length_in_months as plm, j.top_offer as top, j.available as av,
        j.net_pay::text as np, j.net_pay_best as nb
      from job_search s join job j on j.id = s.job_id
      where ${sinceSeq === undefined ? sql`s.listed` : sql`s.seq > ${sinceSeq}`}`,
    ),
    queryRows<{ code: string; name: Partial<Record<Locale, string>> }>(
      db,
      sql`select code, name from profession`,
    ),
    queryRows<{ word: string }>(
      db,
      sql`select distinct unnest(tsvector_to_array(to_tsvector('simple', search_text(name)))) as word from expertise`,
    ),
    // In the database's order of names, as a card lists a job's technologies.
    queryRows<{ id: number; name: string }>(db, sql`select id, name from expertise order by name`),
  ]);
  const num = (v: string | number | null) => (v === null ? null : Number(v));
  // Arrays arrive joined (levels and lexemes hold no spaces, tags no unit separator): parsing
  // 100,000 rows of arrays in the driver took most of the load.
  const split = (v: string, separator: string) => (v ? v.split(separator) : []);
  // Cards repeat their names, dates, cities, companies, levels, tags and technologies: one copy of
  // each (ADR 080).
  const shared = new Map<string, unknown>();
  const once = <T>(key: string, make: () => T): T => {
    let value = shared.get(key) as T | undefined;
    if (value === undefined) shared.set(key, (value = make()));
    return value;
  };
  const text = (v: string) => once(`t${v}`, () => v);
  const rank = new Map(expertises.map((e, at) => [Number(e.id), at]));
  const technologyNames = (key: string) =>
    once(`e${key}`, () =>
      Object.freeze(
        split(key, ' ')
          .map(Number)
          .filter((id) => rank.has(id))
          .sort((a, b) => rank.get(a)! - rank.get(b)!)
          .map((id) => expertises[rank.get(id)!]!.name),
      ),
    );
  const card = (r: (typeof rows)[number]): JobCardRow => ({
    id: Number(r.id),
    name: text(r.name),
    language: text(r.g) as Locale,
    city: text(r.c),
    partner: text(r.partner),
    profession_code: text(r.p) as ProfessionCode,
    required_levels: once(`l${r.lv}`, () => Object.freeze(split(r.lv, ' '))) as RequiredLevel[],
    tags: once(`g${r.tg}`, () => Object.freeze(split(r.tg, '\x1f'))) as string[],
    legal_relation_type: text(r.l) as LegalRelationType,
    remote_office_percentage: r.rop,
    hourly_rate: r.hr,
    md_budget_from: r.mbf,
    md_budget_to: r.mbt,
    monthly_salary_from: r.msf,
    monthly_salary_to: r.mst,
    published_at: r.published_at === null ? null : text(toIso(r.published_at)!),
    job_start_date: r.jsd ? text(String(r.jsd).slice(0, 10)) : null,
    project_length_in_months: r.plm,
    top_offer: r.top,
    available: r.av,
    valid_through: r.valid_through === null ? null : text(toIso(r.valid_through)!),
    expertise_names: technologyNames(r.ex) as string[],
    // Jobs of equal pay share one net pay (ADR 120).
    net_pay: r.np === null ? null : once(`n${r.np}`, () => deepFreeze(JSON.parse(r.np!) as NetPay)),
  });
  const jobs: IndexedJob[] = rows
    .filter((r) => r.listed)
    .map((r) => {
      const c = card(r);
      return {
        id: c.id,
        validThrough: num(r.vt),
        profession: c.profession_code,
        city: c.city,
        legal: c.legal_relation_type,
        language: c.language,
        workplace: r.w,
        levels: c.required_levels,
        tags: c.tags,
        expertiseIds: split(r.ex, ' ').map(Number),
        hourlyRate: num(r.hr),
        salaryLow: num(r.sl),
        salaryHigh: num(r.sh),
        dayRate: num(r.dr),
        netBest: num(r.nb),
        topOrder: Number(r.tor),
        publishedAt: num(r.pa),
        words: split(r.words, ' '),
        card: c,
      };
    });
  return {
    index: new SearchIndex(jobs, new Map(professions.map((p) => [p.code, p.name])), seq),
    changedIds: sinceSeq === undefined ? [] : rows.map((r) => Number(r.id)),
    technologyWords: new Set(technologies.map((t) => t.word)),
  };
}

/** An object shared by every answer, frozen with what it holds. */
function deepFreeze<T extends object>(value: T): T {
  for (const inner of Object.values(value))
    if (inner && typeof inner === 'object') deepFreeze(inner as object);
  return Object.freeze(value);
}
