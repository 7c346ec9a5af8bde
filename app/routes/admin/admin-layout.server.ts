import { requireAdmin } from '../../features/admin/guard.server.ts';
import type { Route } from './+types/admin-layout';

/** 404 for everyone but admins (anonymous visitors too): the area is not revealed. */
export function loader({ context }: Route.LoaderArgs) {
  const session = requireAdmin(context);
  return { email: session.user.email };
}
