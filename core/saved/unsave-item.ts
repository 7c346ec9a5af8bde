import { and, eq } from 'drizzle-orm';
import type { SavedItemRef } from '../../contracts/saved.ts';
import type { Db } from '../../db/client.ts';
import { savedItem } from '../../db/schema/candidates.ts';

/** Removes a saved item of the user; removing one that is not saved changes nothing. */
export async function unsaveItem({
  db,
  userId,
  item,
}: {
  db: Db;
  userId: string;
  item: SavedItemRef;
}): Promise<void> {
  await db
    .delete(savedItem)
    .where(
      and(eq(savedItem.userId, userId), eq(savedItem.itemType, item.type), eq(savedItem.itemId, item.id)),
    );
}
