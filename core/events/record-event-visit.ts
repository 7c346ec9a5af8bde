import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { toPortalLocalInput } from '../../contracts/dates.ts';
import type { Db } from '../../db/client.ts';
import { event, eventVisit } from '../../db/schema/content.ts';
import { appSetting } from '../../db/schema/system.ts';

/** Days of visitor keys kept; older ones are deleted as new visits come in. */
const KEEP_DAYS = 2;

const SECRET_KEY = 'event-visit-secret';

/** The key of the visitor hashes: random, made once per database and shared by all instances. */
export async function eventVisitSecret({ db }: { db: Db }): Promise<string> {
  const read = async () =>
    (await db.select({ value: appSetting.value }).from(appSetting).where(eq(appSetting.key, SECRET_KEY)))[0]
      ?.value;
  const existing = await read();
  if (typeof existing === 'string') return existing;
  await db
    .insert(appSetting)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  return String(await read());
}

/**
 * Counts a visit of an approved event once per visitor and day (the portal's day, Europe/Bratislava).
 * The visitor is identified by a keyed hash of the signed-in user's id, or of the address and
 * browser, that changes every day: the stored key cannot be traced back to a person or linked
 * across days. Answers whether this visit was counted.
 */
export async function recordEventVisit({
  db,
  uid,
  visitor,
  secret,
  now = new Date(),
}: {
  db: Db;
  uid: string;
  /** `user:<id>` for a signed-in user, otherwise the client address and user agent. */
  visitor: string;
  secret: string;
  now?: Date;
}): Promise<boolean> {
  const day = toPortalLocalInput(now).slice(0, 10);
  const key = createHmac('sha256', secret).update(`${day}\n${visitor}`).digest('base64url').slice(0, 32);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(eventVisit)
      .select(
        tx
          .select({ eventUid: event.uid, visitor: sql`${key}`.as('visitor'), day: sql`${day}`.as('day') })
          .from(event)
          .where(and(eq(event.uid, uid), eq(event.status, 'approved'))),
      )
      .onConflictDoNothing()
      .returning({ uid: eventVisit.eventUid });
    if (!inserted.length) return false;
    await tx
      .update(event)
      .set({ visits: sql`${event.visits} + 1` })
      .where(eq(event.uid, uid));
    const oldest = toPortalLocalInput(new Date(now.getTime() - KEEP_DAYS * 86_400_000)).slice(0, 10);
    await tx.delete(eventVisit).where(lt(eventVisit.day, oldest));
    return true;
  });
}
