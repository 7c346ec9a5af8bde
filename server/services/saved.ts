import type { SavedItemRef, SavedItemType } from '../../contracts/saved.ts';
import { listSavedIds } from '../../core/saved/list-saved-ids.ts';
import { listSavedItems } from '../../core/saved/list-saved-items.ts';
import { saveItem } from '../../core/saved/save-item.ts';
import { unsaveItem } from '../../core/saved/unsave-item.ts';
import type { ServiceContext } from './context.ts';

/** The jobs and other items a signed-in user bookmarked. */
export function createSavedServices({ db }: ServiceContext) {
  return {
    saveItem: (userId: string, item: SavedItemRef) => saveItem({ db, userId, item }),
    unsaveItem: (userId: string, item: SavedItemRef) => unsaveItem({ db, userId, item }),
    listSavedItems: (userId: string) => listSavedItems({ db, userId }),
    listSavedIds: (userId: string, type: SavedItemType) => listSavedIds({ db, userId, type }),
  };
}
