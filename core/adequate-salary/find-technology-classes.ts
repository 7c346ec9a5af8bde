import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { expertise } from '../../db/schema/catalog.ts';
import { technologyClasses, type TechnologyClasses } from '../questionnaire/compute-wage.ts';

/**
 * The catalog's technologies named in `names` (any case): their spelling in the catalog, and the
 * categories and bonuses the wage formula needs.
 */
export async function findTechnologyClasses({
  db,
  names,
}: {
  db: Db;
  names: readonly string[];
}): Promise<{ names: Map<string, string>; classes: TechnologyClasses }> {
  const wanted = [...new Set(names.map((n) => n.trim().toLowerCase()).filter(Boolean))];
  const rows = wanted.length
    ? await db
        .select({ name: expertise.name, category: expertise.category, bonus: expertise.bonus })
        .from(expertise)
        .where(
          sql`lower(${expertise.name}) in (${sql.join(
            wanted.map((n) => sql`${n}`),
            sql`, `,
          )})`,
        )
    : [];
  return {
    names: new Map(rows.map((r) => [r.name.toLowerCase(), r.name])),
    classes: technologyClasses(rows),
  };
}
