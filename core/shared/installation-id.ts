import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSetting } from '../../db/schema/system.ts';

const KEY = 'installation-id';

/**
 * A random id of this database, made once: what makes ids built from row numbers (task 42's
 * Message-ID) globally unique, also after the database is reset or on another deployment.
 */
export async function getInstallationId({ db }: { db: Db }): Promise<string> {
  const read = async () =>
    (await db.select({ value: appSetting.value }).from(appSetting).where(eq(appSetting.key, KEY)))[0]?.value;
  const existing = await read();
  if (typeof existing === 'string') return existing;
  await db
    .insert(appSetting)
    .values({ key: KEY, value: randomBytes(12).toString('base64url') })
    .onConflictDoNothing();
  return String(await read());
}
