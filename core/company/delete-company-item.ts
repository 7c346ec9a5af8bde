import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { caseStudy, companyService } from '../../db/schema/index.ts';
import { AppError } from '../shared/app-error.ts';

/** Deletes a service or case study; NOT_FOUND when there is none. */
export async function deleteCompanyItem({
  db,
  kind,
  slug,
}: {
  db: Db;
  kind: 'service' | 'case';
  slug: string;
}): Promise<void> {
  const table = kind === 'service' ? companyService : caseStudy;
  const rows = await db.delete(table).where(eq(table.slug, slug)).returning({ slug: table.slug });
  if (!rows.length) throw new AppError('NOT_FOUND');
}
