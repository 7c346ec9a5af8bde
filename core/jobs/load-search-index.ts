import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { Locale } from '../../contracts/enums.ts';
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
  const [rows, professions, technologies] = await Promise.all([
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
    }>(
      db,
      sql`select s.listed, s.job_id as id, extract(epoch from s.valid_through) * 1000 as vt, s.profession_code as p,
        s.city as c, s.legal_relation_type as l, s.language as g, s.workplace as w,
        array_to_string(s.required_levels, ' ') as lv, array_to_string(s.tags, E'\x1f') as tg,
        array_to_string(s.expertise_ids, ' ') as ex, s.hourly_rate as hr, s.salary_low as sl, s.salary_high as sh,
        s.day_rate as dr, s.top_order as tor, extract(epoch from s.published_at) * 1000 as pa,
        array_to_string(tsvector_to_array(s.search_vector), ' ') as words
      from job_search s where ${sinceSeq === undefined ? sql`s.listed` : sql`s.seq > ${sinceSeq}`}`,
    ),
    queryRows<{ code: string; name: Partial<Record<Locale, string>> }>(
      db,
      sql`select code, name from profession`,
    ),
    queryRows<{ word: string }>(
      db,
      sql`select distinct unnest(tsvector_to_array(to_tsvector('simple', immutable_unaccent(name)))) as word from expertise`,
    ),
  ]);
  const num = (v: string | number | null) => (v === null ? null : Number(v));
  // Arrays arrive joined (levels and lexemes hold no spaces, tags no unit separator): parsing
  // 100,000 rows of arrays in the driver took most of the load.
  const split = (v: string, separator: string) => (v ? v.split(separator) : []);
  const jobs: IndexedJob[] = rows
    .filter((r) => r.listed)
    .map((r) => ({
      id: Number(r.id),
      validThrough: num(r.vt),
      profession: r.p,
      city: r.c,
      legal: r.l,
      language: r.g,
      workplace: r.w,
      levels: split(r.lv, ' '),
      tags: split(r.tg, '\x1f'),
      expertiseIds: split(r.ex, ' ').map(Number),
      hourlyRate: num(r.hr),
      salaryLow: num(r.sl),
      salaryHigh: num(r.sh),
      dayRate: num(r.dr),
      topOrder: Number(r.tor),
      publishedAt: num(r.pa),
      words: split(r.words, ' '),
    }));
  return {
    index: new SearchIndex(jobs, new Map(professions.map((p) => [p.code, p.name])), seq),
    changedIds: sinceSeq === undefined ? [] : rows.map((r) => Number(r.id)),
    technologyWords: new Set(technologies.map((t) => t.word)),
  };
}
