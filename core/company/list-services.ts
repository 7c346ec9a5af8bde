import { asc } from 'drizzle-orm';
import type { Service } from '../../contracts/company.ts';
import type { Locale } from '../../contracts/enums.ts';
import type { Db } from '../../db/client.ts';
import { companyService } from '../../db/schema/index.ts';
import { toService } from './company-records.ts';

/** The parent company's services in `locale`, in their editorial order. */
export async function listServices({ db, locale }: { db: Db; locale: Locale }): Promise<Service[]> {
  const rows = await db
    .select()
    .from(companyService)
    .orderBy(asc(companyService.sortOrder), asc(companyService.slug));
  return rows.map((r) => toService(r, locale));
}
