import { contentDisposition } from '../../../core/shared/content-disposition.ts';
import { requireAdmin } from '../../features/admin/guard.server.ts';
import { adminRecord, parseId } from '../../features/admin/records.server.ts';
import type { Route } from './+types/admin-application-cv';

/** Streams the CV from the file store as an attachment under a generated name; 404 for non-admins. */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const file = await adminRecord(() =>
    context.services.applications.admin.getApplicationCv(parseId(params.id)),
  );
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'content-type': file.mimeType,
      'content-disposition': contentDisposition('attachment', file.fileName),
      'content-length': String(file.bytes.byteLength),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    },
  });
}
