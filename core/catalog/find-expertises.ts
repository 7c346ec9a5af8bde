import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { ExpertiseType } from '../../contracts/enums.ts';

export interface ExpertiseHit {
  id: number;
  name: string;
  type: ExpertiseType;
}

/**
 * Technologies matching what a person typed, ignoring case and diacritics: exact name first,
 * then prefixes, then word prefixes, then trigram similarity; shorter names first within a rank.
 */
export async function findExpertises({
  db,
  name,
  limit = 20,
}: {
  db: Db;
  name: string | undefined;
  limit?: number;
}): Promise<ExpertiseHit[]> {
  const term = (name ?? '').trim().slice(0, 80);
  if (!term) {
    return queryRows<ExpertiseHit>(
      db,
      sql`select id, name, type from expertise order by name limit ${limit}`,
    );
  }
  const escaped = term.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return queryRows<ExpertiseHit>(
    db,
    sql`
    with q as (select immutable_unaccent(lower(${term})) as t, immutable_unaccent(lower(${escaped})) as e),
    ranked as (
      select x.id, x.name, x.type, immutable_unaccent(lower(x.name)) as n from expertise x
    )
    select r.id, r.name, r.type from ranked r, q
    where r.n like q.e || '%' or r.n like '% ' || q.e || '%' or r.n % q.t
    order by case when r.n = q.t then 0 when r.n like q.e || '%' then 1 when r.n like '% ' || q.e || '%' then 2 else 3 end,
      similarity(r.n, q.t) desc, length(r.name), r.name
    limit ${limit}`,
  );
}
