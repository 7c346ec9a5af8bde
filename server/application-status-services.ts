import type { ApplicationStatus } from '../contracts/applications.ts';
import { moveApplication } from '../core/applications/move-application.ts';
import type { EmailQueue } from '../core/shared/ports.ts';
import type { Db } from '../db/client.ts';

/** The admin's pipeline step that also tells the candidate (the admin pages and the admin API). */
export function createApplicationStatusServices(deps: {
  db: Db;
  mail: EmailQueue;
  publicUrl: string;
  onMailError?: ((error: unknown) => void) | undefined;
}) {
  return {
    moveApplication: async (id: number, status: ApplicationStatus, notify = true) => {
      const { notifyError, ...result } = await moveApplication({ ...deps, id, status, notify });
      if (notifyError) deps.onMailError?.(notifyError);
      return result;
    },
  };
}
