import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** One message written by the file mailer, as the admin outbox shows it. */
export interface OutboxMessage {
  /** File name without extension; the handle for `readOutboxMessage`. */
  id: string;
  messageId: string;
  to: string;
  subject: string;
  /** ISO 8601 time it was written. */
  date: string;
  language?: string | undefined;
  text: string;
  html: string;
}

export type OutboxEntry = Pick<OutboxMessage, 'id' | 'messageId' | 'to' | 'subject' | 'date'>;

const SAFE_ID = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** The newest messages of the outbox folder first (empty when the folder does not exist yet). */
export async function listOutbox(
  dir: string,
  { limit = 50 }: { limit?: number } = {},
): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = await Promise.all(
    names.map(async (name) => ({
      id: name.slice(0, -'.json'.length),
      mtime: (await stat(path.join(dir, name), { bigint: true })).mtimeNs,
    })),
  );
  files.sort((a, b) => (a.mtime === b.mtime ? b.id.localeCompare(a.id) : a.mtime < b.mtime ? 1 : -1));
  const entries = await Promise.all(files.slice(0, limit).map((file) => readOutboxMessage(dir, file.id)));
  return entries
    .filter((entry) => entry !== undefined)
    .map(({ id, messageId, to, subject, date }) => ({ id, messageId, to, subject, date }));
}

/** One message of the outbox, or undefined when there is none by that id (or the id is not a plain name). */
export async function readOutboxMessage(dir: string, id: string): Promise<OutboxMessage | undefined> {
  if (!SAFE_ID.test(id)) return undefined;
  try {
    const content = JSON.parse(await readFile(path.join(dir, `${id}.json`), 'utf8')) as Omit<
      OutboxMessage,
      'id'
    >;
    return { id, ...content };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
