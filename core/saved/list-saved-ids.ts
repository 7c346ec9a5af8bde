import { and, eq } from 'drizzle-orm';
import type { SavedItemType } from '../../contracts/saved.ts';
import type { Db } from '../../db/client.ts';
import { savedItem } from '../../db/schema/candidates.ts';

/** Ids of the user's saved items of one type: the state of the save buttons on a list or detail. */
export async function listSavedIds({
  db,
  userId,
  type,
}: {
  db: Db;
  userId: string;
  type: SavedItemType;
}): Promise<Set<string>> {
  const rows = await db
    .select({ id: savedItem.itemId })
    .from(savedItem)
    .where(and(eq(savedItem.userId, userId), eq(savedItem.itemType, type)));
  return new Set(rows.map((r) => r.id));
}
