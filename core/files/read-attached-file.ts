import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { storedFile } from '../../db/schema/files.ts';
import type { FileStore } from '../shared/ports.ts';

/** Which record's file to read, and where from. */
export interface AttachedFileRequest {
  db: Db;
  files: FileStore;
  /** The record's id. */
  id: number;
}

/**
 * The stored file a record points at (an application's or a questionnaire's CV): its bytes, type and
 * the uploader's file name. Undefined when the record does not exist, has no file, or the bytes are
 * gone from the store.
 */
export async function readAttachedFile({
  db,
  files,
  record,
  id,
}: AttachedFileRequest & {
  /** The record's table, its id column and the column holding the `stored_file` id. */
  record: { table: PgTable; id: PgColumn; fileId: PgColumn };
}): Promise<{ bytes: Uint8Array; mimeType: string; originalName: string } | undefined> {
  const [row] = await db
    .select({
      key: storedFile.storageKey,
      mimeType: storedFile.mimeType,
      originalName: storedFile.originalName,
    })
    .from(record.table)
    .innerJoin(storedFile, eq(storedFile.id, record.fileId))
    .where(eq(record.id, id));
  if (!row) return undefined;
  const bytes = await files.get(row.key);
  return bytes ? { bytes, mimeType: row.mimeType, originalName: row.originalName } : undefined;
}
