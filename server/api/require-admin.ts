import type { Context } from 'hono';
import { AppError } from '../../core/shared/app-error.ts';
import type { ApiEnv } from './env.ts';

/** 401 without a session, 403 for anyone but an admin; the role is read from the server's session. */
export async function requireAdmin(c: Context<ApiEnv>) {
  const session = (await c.var.account()).session;
  if (!session) throw new AppError('UNAUTHORIZED');
  if (session.user.role !== 'admin') throw new AppError('FORBIDDEN');
  return session;
}
