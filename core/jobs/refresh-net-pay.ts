import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { bestNetCents, computeNetPay, currentTaxYear, type JobPay } from './net-pay.ts';

/** Distinct pay combinations per statement: jobs sharing one are written together. */
const CHUNK = 400;

const stale = (year: number) =>
  sql`(j.net_pay is null or (j.net_pay ->> 'taxYear')::int is distinct from ${year})`;

/** The pay columns of a job (alias `j`) under short names: what its net pay depends on. */
export const payColumns = sql`j.legal_relation_type as l, j.hourly_rate as hr, j.md_budget_from as mbf,
  j.md_budget_to as mbt, j.monthly_salary_from as msf, j.monthly_salary_to as mst`;
export interface PayRow {
  l: string;
  hr: number | null;
  mbf: number | null;
  mbt: number | null;
  msf: number | null;
  mst: number | null;
}
const num = (v: number | null) => (v === null ? null : Number(v));
/** A job's pay from its `payColumns`. */
export const payOf = (p: PayRow): JobPay => ({
  legalRelationType: p.l,
  hourlyRate: num(p.hr),
  mdBudgetFrom: num(p.mbf),
  mdBudgetTo: num(p.mbt),
  monthlySalaryFrom: num(p.msf),
  monthlySalaryTo: num(p.mst),
});

/**
 * Computes the net pay of every job whose stored net pay is missing or of another tax year than the
 * one in force at `now` (ADR 120): at start-up, so a new tax year (or a job written outside the
 * portal's writers) is taken in once, never per request. Jobs of equal pay share one computation.
 * Returns how many pay combinations were computed.
 */
export async function refreshNetPay({ db, now = new Date() }: { db: Db; now?: Date }): Promise<number> {
  const year = currentTaxYear(now);
  const pays = await queryRows<PayRow>(
    db,
    sql`select distinct ${payColumns} from job j where ${stale(year)}`,
  );
  const int = (v: number | null) => sql`${v === null ? null : Number(v)}::int`;
  for (let at = 0; at < pays.length; at += CHUNK) {
    const rows = pays.slice(at, at + CHUNK).map((p) => {
      const pay = payOf(p);
      const netPay = computeNetPay(pay, year);
      return sql`(${p.l}::text, ${int(pay.hourlyRate)}, ${int(pay.mdBudgetFrom)}, ${int(pay.mdBudgetTo)},
        ${int(pay.monthlySalaryFrom)}, ${int(pay.monthlySalaryTo)}, ${JSON.stringify(netPay)}::jsonb,
        ${int(bestNetCents(netPay))})`;
    });
    await db.execute(sql`update job j set net_pay = v.np, net_pay_best = v.best
      from (values ${sql.join(rows, sql`, `)}) as v(l, hr, mbf, mbt, msf, mst, np, best)
      where j.legal_relation_type = v.l and j.hourly_rate is not distinct from v.hr
        and j.md_budget_from is not distinct from v.mbf and j.md_budget_to is not distinct from v.mbt
        and j.monthly_salary_from is not distinct from v.msf and j.monthly_salary_to is not distinct from v.mst
        and ${stale(year)}`);
  }
  return pays.length;
}
