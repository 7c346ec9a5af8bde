import { data, type AppLoadContext } from 'react-router';
import type { SessionView } from '../../../server/account-types.ts';

/**
 * The admin area exists only for admins: everyone else — anonymous visitors included — gets the
 * ordinary 404, so the area is not revealed. Every admin loader calls it (data requests may ask a
 * child route's loader without its layout's).
 */
export function requireAdmin(context: AppLoadContext): SessionView {
  const session = (context.account as AppLoadContext['account'] | undefined)?.session ?? null;
  if (!session || session.user.role !== 'admin') throw data(null, { status: 404 });
  return session;
}
