import { createHash } from 'node:crypto';
import { and, eq, getTableColumns, getTableName, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import * as s from '../schema/index.ts';
import { blogCategories } from './data/blog.ts';
import { caseStudies, services } from './data/company.ts';
import { dictionaryTerms } from './data/dictionary.ts';
import { technologies } from './data/technologies.ts';
import { professionCompatibility, professions } from './professions.ts';

/**
 * Reference data: what the portal needs to be itself, loaded into every database and brought up to
 * date by every release (ADR 130). Each item is the values of one row of `table`, found again by
 * the columns in `keys`.
 */
export interface ReferenceSet {
  table: PgTable;
  keys: string[];
  items: Record<string, unknown>[];
}

/** In the order they are written: a profession before the compatibilities that name it. */
export const referenceData: ReferenceSet[] = [
  { table: s.profession, keys: ['code'], items: professions },
  {
    table: s.professionCompatibility,
    keys: ['professionCode', 'compatibleCode'],
    items: professionCompatibility.map(([professionCode, compatibleCode]) => ({
      professionCode,
      compatibleCode,
    })),
  },
  {
    table: s.expertise,
    keys: ['name'],
    items: technologies.map((t) => ({
      name: t.name,
      type: t.type,
      category: t.category,
      bonus: t.bonus ?? 0,
    })),
  },
  { table: s.blogCategory, keys: ['slug'], items: blogCategories.map((c) => ({ ...c })) },
  {
    table: s.companyService,
    keys: ['slug'],
    items: services.map((svc, sortOrder) => ({ ...svc, sortOrder })),
  },
  { table: s.caseStudy, keys: ['slug'], items: caseStudies.map((c, sortOrder) => ({ ...c, sortOrder })) },
  { table: s.dictionaryTerm, keys: ['slug'], items: dictionaryTerms.map((d) => ({ ...d })) },
];

/** What one pass did; `edited` rows were changed by an admin and kept as they are. */
export interface ReferenceReport {
  inserted: number;
  updated: number;
  unchanged: number;
  edited: number;
  /** Items a release wrote that are gone from their table (deleted or renamed by an admin): not written again. */
  removed: number;
}

/** Marks a row that was there before its release recorded it and differed from that release's values. */
const UNKNOWN = 'unknown';

/** JSON with object keys sorted at every level, so that a jsonb column read back hashes as written. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

const hashOf = (values: Record<string, unknown>, fields: string[]) =>
  createHash('sha256')
    .update(canonical(Object.fromEntries(fields.map((f) => [f, values[f]]))))
    .digest('hex');

/**
 * Loads the reference data into the database and updates what an earlier release wrote, never a
 * row an admin changed (its values no longer hash to what the release recorded) nor one an admin
 * deleted. A row that was there before any release recorded it counts as the release's when its
 * values are the same, else as edited. Runs in one transaction.
 */
export async function loadReferenceData(
  db: Db,
  sets: ReferenceSet[] = referenceData,
): Promise<ReferenceReport> {
  const report: ReferenceReport = { inserted: 0, updated: 0, unchanged: 0, edited: 0, removed: 0 };
  await db.transaction(async (tx) => {
    for (const { table, keys, items } of sets) {
      const kind = getTableName(table);
      const columns = getTableColumns(table) as Record<string, Parameters<typeof eq>[0]>;
      const keyOf = (values: Record<string, unknown>) => JSON.stringify(keys.map((k) => values[k]));
      const where = (values: Record<string, unknown>): SQL | undefined =>
        and(...keys.map((k) => eq(columns[k]!, values[k])));
      const rows = new Map(
        ((await tx.select().from(table)) as Record<string, unknown>[]).map((r) => [keyOf(r), r]),
      );
      const recorded = new Map(
        (
          await tx
            .select({ key: s.referenceRow.key, hash: s.referenceRow.hash })
            .from(s.referenceRow)
            .where(eq(s.referenceRow.kind, kind))
        ).map((r) => [r.key, r.hash]),
      );
      const record = (key: string, hash: string) =>
        tx
          .insert(s.referenceRow)
          .values({ kind, key, hash })
          .onConflictDoUpdate({
            target: [s.referenceRow.kind, s.referenceRow.key],
            set: { hash, appliedAt: new Date() },
          });
      for (const item of items) {
        const fields = Object.keys(item);
        const key = keyOf(item);
        const hash = hashOf(item, fields);
        const row = rows.get(key);
        const before = recorded.get(key);
        if (before === undefined) {
          if (!row) {
            await tx.insert(table).values(item);
            report.inserted++;
            await record(key, hash);
          } else {
            const same = hashOf(row, fields) === hash;
            report[same ? 'unchanged' : 'edited']++;
            await record(key, same ? hash : UNKNOWN);
          }
        } else if (!row) report.removed++;
        else if (hashOf(row, fields) !== before) report.edited++;
        else if (before === hash) report.unchanged++;
        else {
          await tx.update(table).set(item).where(where(item));
          report.updated++;
          await record(key, hash);
        }
      }
    }
  });
  return report;
}
