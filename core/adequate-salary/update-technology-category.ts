import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { expertise } from '../../db/schema/catalog.ts';
import type { TechnologyCategory } from '../../contracts/questionnaire.ts';
import { AppError } from '../shared/app-error.ts';

/** Sets a technology's category in the wage formula and its bonus (only a special one keeps a bonus). */
export async function updateTechnologyCategory({
  db,
  id,
  category,
  bonus,
}: {
  db: Db;
  id: number;
  category: TechnologyCategory;
  bonus: number;
}): Promise<{ id: number; name: string; category: string; bonus: number }> {
  const [row] = await db
    .update(expertise)
    .set({ category, bonus: category === 'special' ? bonus : 0 })
    .where(eq(expertise.id, id))
    .returning({
      id: expertise.id,
      name: expertise.name,
      category: expertise.category,
      bonus: expertise.bonus,
    });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
