-- hand-written (search)
-- The search index holds each listed job's result card (ADR 080): a change to any column a card shows
-- must rewrite the job's search row (a new seq and search version), so every instance's cards are as
-- fresh as the rest of its index. job_start_date, project_length_in_months and top_offer join the list.
DROP TRIGGER job_search_updated ON job;--> statement-breakpoint
CREATE TRIGGER job_search_updated AFTER UPDATE OF name, description, search_terms, partner, city, language,
  profession_code, legal_relation_type, remote_office_percentage, required_levels, tags, hourly_rate,
  md_budget_from, md_budget_to, monthly_salary_from, monthly_salary_to, status, available, valid_through,
  top_order, published_at, job_start_date, project_length_in_months, top_offer ON job
  FOR EACH ROW EXECUTE FUNCTION job_search_sync_updated();
