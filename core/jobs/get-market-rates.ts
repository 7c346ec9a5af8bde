import { sql } from 'drizzle-orm';
import { MAX_STACK, type MarketRate, type MarketRates } from '../../contracts/salary.ts';
import { type Db, queryRows } from '../../db/client.ts';

interface RateRow {
  name: string;
  jobs: number | string;
  min: number | string | null;
  median: number | string | null;
  max: number | string | null;
}

const toRate = (name: string, row: Omit<RateRow, 'name'> | undefined): MarketRate => ({
  name,
  jobs: Number(row?.jobs ?? 0),
  min: row?.min == null ? null : Math.round(Number(row.min)),
  median: row?.median == null ? null : Math.round(Number(row.median)),
  max: row?.max == null ? null : Math.round(Number(row.max)),
});

/**
 * Market daily rates (EUR) for a stack of technologies: the lowest, median and highest `day_rate`
 * of published jobs requiring each technology, and of jobs requiring at least one of them, with the
 * number of jobs. Names match the catalog without regard to case; an unknown name counts no jobs.
 */
export async function getMarketRates({
  db,
  names,
}: {
  db: Db;
  names: readonly string[];
}): Promise<MarketRates> {
  const wanted = [...new Set(names.map((n) => n.trim()).filter(Boolean))].slice(0, MAX_STACK);
  if (!wanted.length) return { stack: toRate('', undefined), technologies: [] };
  const list = sql.join(
    wanted.map((n) => sql`${n.toLowerCase()}`),
    sql`, `,
  );
  const [perTechnology, [overall]] = await Promise.all([
    queryRows<RateRow & { key: string }>(
      db,
      sql`select e.name, lower(e.name) as key, count(j.id)::int as jobs, min(j.day_rate) as min,
            percentile_cont(0.5) within group (order by j.day_rate) as median, max(j.day_rate) as max
          from expertise e
          left join job_expertise je on je.expertise_id = e.id
          left join job j on j.id = je.job_id and j.status = 'published' and j.day_rate is not null
          where lower(e.name) in (${list})
          group by e.name`,
    ),
    queryRows<Omit<RateRow, 'name'>>(
      db,
      sql`select count(*)::int as jobs, min(j.day_rate) as min,
            percentile_cont(0.5) within group (order by j.day_rate) as median, max(j.day_rate) as max
          from job j
          where j.status = 'published' and j.day_rate is not null and exists (
            select 1 from job_expertise je join expertise e on e.id = je.expertise_id
            where je.job_id = j.id and lower(e.name) in (${list}))`,
    ),
  ]);
  const byKey = new Map(perTechnology.map((r) => [r.key, r]));
  return {
    stack: toRate(wanted.join(', '), overall),
    technologies: wanted.map((n) => {
      const row = byKey.get(n.toLowerCase());
      return toRate(row?.name ?? n, row);
    }),
  };
}
