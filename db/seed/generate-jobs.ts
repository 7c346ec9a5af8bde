import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../client.ts';
import { bestNetCents, computeNetPay, currentTaxYear } from '../../core/jobs/net-pay.ts';
import { payColumns, payOf, type PayRow } from '../../core/jobs/refresh-net-pay.ts';

const CITIES = ['Bratislava', 'Košice', 'Žilina', 'Banská Bystrica', 'Praha', 'Wien', 'Remote'];

/**
 * Adds `count` published jobs derived from the demo jobs (name, text, technologies), spread over
 * cities and a year of publication dates. For load tests and benchmarks; runs in the database.
 */
export async function generateJobs(db: Db, count: number): Promise<void> {
  const [base] = await queryRows<{ max: number; templates: number }>(
    db,
    sql`select coalesce(max(id), 0)::int as max, (select count(*)::int from job where status = 'published') as templates from job`,
  );
  if (!base || base.templates === 0) throw new Error('seed the demo data first');
  const cities = sql.raw(`array[${CITIES.map((c) => `'${c}'`).join(',')}]`);
  // Each generated job pays its template's pay with the hourly rate raised by g % 11: its net pay is
  // computed here, per template and raise, as every writer does (ADR 120).
  const templates = await queryRows<PayRow & { rn: number }>(
    db,
    sql`select (row_number() over (order by j.id) - 1)::int as rn, ${payColumns}
    from job j where j.status = 'published'`,
  );
  const taxYear = currentTaxYear(new Date());
  const nets = templates.flatMap((t) =>
    Array.from({ length: 11 }, (_, raise) => {
      const pay = payOf(t);
      const netPay = computeNetPay(
        { ...pay, hourlyRate: pay.hourlyRate === null ? null : pay.hourlyRate + raise },
        taxYear,
      );
      return sql`(${Number(t.rn)}::int, ${raise}::int, ${JSON.stringify(netPay)}::jsonb, ${bestNetCents(netPay)}::int)`;
    }),
  );
  await db.execute(sql`
    with t as (select *, (row_number() over (order by id) - 1)::int as rn from job where status = 'published'),
    n (rn, raise, net_pay, net_pay_best) as (values ${sql.join(nets, sql`, `)})
    insert into job (id, name, description, requirements, benefits, language, city, country_code, partner, profession_code,
      required_levels, tags, legal_relation_type, remote_office_percentage, hourly_rate, md_budget_from, md_budget_to,
      monthly_salary_from, monthly_salary_to, status, available, published_at, valid_through, job_start_date,
      project_length_in_months, extension_possible, top_offer, top_order, responsible_hr_name, views, candidates_count, search_terms,
      net_pay, net_pay_best)
    select ${base.max} + g, t.name || ' ' || g, t.description, t.requirements, t.benefits, t.language,
      (${cities})[1 + g % 7], t.country_code, t.partner, t.profession_code, t.required_levels, t.tags, t.legal_relation_type,
      case when g % 7 = 6 then 100 else t.remote_office_percentage end,
      t.hourly_rate + (g % 11), t.md_budget_from, t.md_budget_to, t.monthly_salary_from, t.monthly_salary_to,
      'published', g % 13 <> 0, now() - ((g % 365) || ' days')::interval, now() + interval '180 days', t.job_start_date,
      t.project_length_in_months, t.extension_possible, false, 1000, t.responsible_hr_name, g % 500, g % 30, t.search_terms,
      n.net_pay, n.net_pay_best
    from generate_series(1, ${count}) g join t on t.rn = g % ${base.templates}
    join n on n.rn = t.rn and n.raise = g % 11`);
  await db.execute(sql`
    with t as (select id, (row_number() over (order by id) - 1)::int as rn from job where status = 'published' and id <= ${base.max})
    insert into job_expertise (job_id, expertise_id)
    select j.id, je.expertise_id from job j
    join t on t.rn = (j.id - ${base.max}) % ${base.templates}
    join job_expertise je on je.job_id = t.id
    where j.id > ${base.max}`);
  await db.execute(sql`select setval(pg_get_serial_sequence('job', 'id'), (select max(id) from job))`);
  // Sets the visibility map too, so facet counts can use index-only scans right away.
  await db.execute(sql`vacuum analyze job`);
  await db.execute(sql`vacuum analyze job_expertise`);
  await db.execute(sql`vacuum analyze job_search`);
}
