import { eq } from 'drizzle-orm';
import type { CaseStudy } from '../../contracts/company.ts';
import type { Locale } from '../../contracts/enums.ts';
import type { Db } from '../../db/client.ts';
import { caseStudy } from '../../db/schema/index.ts';
import { AppError } from '../shared/app-error.ts';
import { toCaseStudy } from './company-records.ts';

/** One case study in `locale`; NOT_FOUND for an unknown slug. */
export async function getCaseStudy({
  db,
  slug,
  locale,
}: {
  db: Db;
  slug: string;
  locale: Locale;
}): Promise<CaseStudy> {
  const [row] = await db.select().from(caseStudy).where(eq(caseStudy.slug, slug));
  if (!row) throw new AppError('NOT_FOUND');
  return toCaseStudy(row, locale);
}
