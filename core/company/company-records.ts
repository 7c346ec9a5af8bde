import type { AdminCaseStudy, AdminService, CaseStudy, Service } from '../../contracts/company.ts';
import type { Locale } from '../../contracts/enums.ts';
import type { caseStudy, companyService } from '../../db/schema/index.ts';

export type ServiceRow = typeof companyService.$inferSelect;
export type CaseStudyRow = typeof caseStudy.$inferSelect;

/** A service in one language. */
export const toService = (row: ServiceRow, locale: Locale): Service => ({
  slug: row.slug,
  title: row.title[locale],
  summary: row.summary[locale],
  paragraphs: row.body[locale],
});

/** A case study in one language. */
export const toCaseStudy = (row: CaseStudyRow, locale: Locale): CaseStudy => ({
  slug: row.slug,
  title: row.title[locale],
  client: row.client[locale],
  summary: row.summary[locale],
  challenge: row.challenge[locale],
  solution: row.solution[locale],
  result: row.result[locale],
  technologies: row.technologies,
  facts: row.facts.map((f) => ({ value: f.value, label: f.label[locale] })),
});

export const toAdminService = (row: ServiceRow): AdminService => ({ ...row });
export const toAdminCaseStudy = (row: CaseStudyRow): AdminCaseStudy => ({ ...row });
