import { eq } from 'drizzle-orm';
import type { AdminCaseStudy, AdminService } from '../../contracts/company.ts';
import type { Db } from '../../db/client.ts';
import { caseStudy, companyService } from '../../db/schema/index.ts';
import { AppError } from '../shared/app-error.ts';
import { toAdminCaseStudy, toAdminService } from './company-records.ts';

/** A service or case study with all languages (admin); NOT_FOUND when there is none. */
export async function getCompanyItem(args: { db: Db; kind: 'service'; slug: string }): Promise<AdminService>;
export async function getCompanyItem(args: { db: Db; kind: 'case'; slug: string }): Promise<AdminCaseStudy>;
export async function getCompanyItem({
  db,
  kind,
  slug,
}: {
  db: Db;
  kind: 'service' | 'case';
  slug: string;
}): Promise<AdminService | AdminCaseStudy> {
  if (kind === 'service') {
    const [row] = await db.select().from(companyService).where(eq(companyService.slug, slug));
    if (!row) throw new AppError('NOT_FOUND');
    return toAdminService(row);
  }
  const [row] = await db.select().from(caseStudy).where(eq(caseStudy.slug, slug));
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminCaseStudy(row);
}
