import { eq } from 'drizzle-orm';
import type { AdminCaseStudy, AdminService, CaseStudyInput, ServiceInput } from '../../contracts/company.ts';
import type { Db } from '../../db/client.ts';
import { caseStudy, companyService } from '../../db/schema/index.ts';
import { AppError } from '../shared/app-error.ts';
import { SLUG_TAKEN } from '../../contracts/content-text.ts';
import { toAdminCaseStudy, toAdminService } from './company-records.ts';

type Save = { kind: 'service'; input: ServiceInput } | { kind: 'case'; input: CaseStudyInput };

/**
 * Creates a service or case study (without `slug`) or replaces the one at `slug` (NOT_FOUND when
 * there is none); the slug itself may change. A slug that another item of the kind has is a field error.
 */
export async function saveCompanyItem(
  args: { db: Db; slug?: string } & { kind: 'service'; input: ServiceInput },
): Promise<AdminService>;
export async function saveCompanyItem(
  args: { db: Db; slug?: string } & { kind: 'case'; input: CaseStudyInput },
): Promise<AdminCaseStudy>;
export async function saveCompanyItem({
  db,
  slug,
  ...item
}: { db: Db; slug?: string } & Save): Promise<AdminService | AdminCaseStudy> {
  const table = item.kind === 'service' ? companyService : caseStudy;
  if (slug === undefined || item.input.slug !== slug) {
    const [clash] = await db.select({ slug: table.slug }).from(table).where(eq(table.slug, item.input.slug));
    if (clash) throw new AppError('VALIDATION_FAILED', { fieldErrors: SLUG_TAKEN });
  }
  if (item.kind === 'service') {
    const [row] =
      slug === undefined
        ? await db.insert(companyService).values(item.input).returning()
        : await db.update(companyService).set(item.input).where(eq(companyService.slug, slug)).returning();
    if (!row) throw new AppError('NOT_FOUND');
    return toAdminService(row);
  }
  const [row] =
    slug === undefined
      ? await db.insert(caseStudy).values(item.input).returning()
      : await db.update(caseStudy).set(item.input).where(eq(caseStudy.slug, slug)).returning();
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminCaseStudy(row);
}
