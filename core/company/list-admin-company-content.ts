import { asc } from 'drizzle-orm';
import type { AdminCaseStudy, AdminService } from '../../contracts/company.ts';
import type { Db } from '../../db/client.ts';
import { caseStudy, companyService } from '../../db/schema/index.ts';
import { toAdminCaseStudy, toAdminService } from './company-records.ts';

/** Every service and case study with all languages, in their editorial order (admin). */
export async function listAdminCompanyContent({
  db,
}: {
  db: Db;
}): Promise<{ services: AdminService[]; cases: AdminCaseStudy[] }> {
  const [services, cases] = await Promise.all([
    db.select().from(companyService).orderBy(asc(companyService.sortOrder), asc(companyService.slug)),
    db.select().from(caseStudy).orderBy(asc(caseStudy.sortOrder), asc(caseStudy.slug)),
  ]);
  return { services: services.map(toAdminService), cases: cases.map(toAdminCaseStudy) };
}
