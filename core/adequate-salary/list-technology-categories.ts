import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { expertise } from '../../db/schema/catalog.ts';

export interface TechnologyCategoryRow {
  id: number;
  name: string;
  type: string;
  category: string;
  bonus: number;
}

/** Every technology with its category and bonus in the wage formula (admin), by name. */
export async function listTechnologyCategories({ db }: { db: Db }): Promise<TechnologyCategoryRow[]> {
  return db
    .select({
      id: expertise.id,
      name: expertise.name,
      type: expertise.type,
      category: expertise.category,
      bonus: expertise.bonus,
    })
    .from(expertise)
    .orderBy(asc(expertise.name));
}
