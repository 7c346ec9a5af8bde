import type { Db } from '../../db/client.ts';
import { authEvent } from '../../db/schema/auth.ts';

export interface AuthEventInput {
  type: string;
  userId?: string | null | undefined;
  email?: string | null | undefined;
  ipAddress?: string | null | undefined;
  userAgent?: string | null | undefined;
  detail?: string | null | undefined;
}

/** Appends an entry to the authentication audit log. */
export async function recordAuthEvent({ db, event }: { db: Db; event: AuthEventInput }): Promise<void> {
  await db.insert(authEvent).values({
    type: event.type,
    userId: event.userId ?? null,
    email: event.email ?? null,
    ipAddress: event.ipAddress ?? null,
    userAgent: event.userAgent?.slice(0, 300) ?? null,
    detail: event.detail?.slice(0, 500) ?? null,
  });
}
