CREATE INDEX IF NOT EXISTS "expertise_name_trgm_idx" ON "expertise" USING gin (immutable_unaccent(lower("name")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_name_trgm_idx" ON "job" USING gin (immutable_unaccent(lower("name")) gin_trgm_ops);
