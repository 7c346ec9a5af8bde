import { asc } from 'drizzle-orm';
import type { CaseStudy } from '../../contracts/company.ts';
import type { Locale } from '../../contracts/enums.ts';
import type { Db } from '../../db/client.ts';
import { caseStudy } from '../../db/schema/index.ts';
import { toCaseStudy } from './company-records.ts';

/** The case studies in `locale`, in their editorial order. */
export async function listCaseStudies({ db, locale }: { db: Db; locale: Locale }): Promise<CaseStudy[]> {
  const rows = await db.select().from(caseStudy).orderBy(asc(caseStudy.sortOrder), asc(caseStudy.slug));
  return rows.map((r) => toCaseStudy(r, locale));
}
