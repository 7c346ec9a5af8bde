import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';

/** The admin accounts, to choose a job's responsible HR from. */
export function listAdminUsers({ db }: { db: Db }): Promise<{ id: string; name: string; email: string }[]> {
  return db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(eq(user.role, 'admin'))
    .orderBy(asc(user.name), asc(user.email))
    .limit(500);
}
