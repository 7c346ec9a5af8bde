ALTER TABLE "job" ADD COLUMN "net_pay" jsonb;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "net_pay_best" integer;--> statement-breakpoint
-- hand-written (search)
-- A result card carries the job's net pay and the search filters and sorts by its best net (ADR 120):
-- writing them (a new tax year recomputes every job) must rewrite the job's search row like any other
-- column a card shows, so net_pay and net_pay_best join the list.
DROP TRIGGER job_search_updated ON job;--> statement-breakpoint
CREATE TRIGGER job_search_updated AFTER UPDATE OF name, description, search_terms, partner, city, language,
  profession_code, legal_relation_type, remote_office_percentage, required_levels, tags, hourly_rate,
  md_budget_from, md_budget_to, monthly_salary_from, monthly_salary_to, status, available, valid_through,
  top_order, published_at, job_start_date, project_length_in_months, top_offer, net_pay, net_pay_best ON job
  FOR EACH ROW EXECUTE FUNCTION job_search_sync_updated();
