CREATE TABLE "dictionary_term" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"term" jsonb NOT NULL,
	"definition" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dictionary_term_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "job_search" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"listed" boolean NOT NULL,
	"valid_through" timestamp with time zone,
	"profession_code" text NOT NULL,
	"city" text NOT NULL,
	"legal_relation_type" text NOT NULL,
	"language" text NOT NULL,
	"workplace" text NOT NULL,
	"required_levels" text[] NOT NULL,
	"tags" text[] NOT NULL,
	"expertise_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"hourly_rate" integer,
	"salary_low" integer,
	"salary_high" integer,
	"day_rate" integer,
	"top_order" integer NOT NULL,
	"published_at" timestamp with time zone,
	"search_vector" "tsvector" NOT NULL,
	"seq" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "job_search_vector_idx";--> statement-breakpoint
DROP INDEX "job_day_rate_idx";--> statement-breakpoint
DROP INDEX "job_facets_idx";--> statement-breakpoint
DROP INDEX "job_tags_idx";--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "admin_granted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "newsfeed_link" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "salary_questionnaire" ADD COLUMN "result_token" text;--> statement-breakpoint
ALTER TABLE "job_search" ADD CONSTRAINT "job_search_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_search_text_idx" ON "job_search" USING gin ("search_vector") WHERE listed;--> statement-breakpoint
CREATE INDEX "job_search_default_idx" ON "job_search" USING btree ("top_order","published_at" DESC NULLS LAST,"job_id" DESC NULLS LAST) WHERE listed;--> statement-breakpoint
CREATE INDEX "job_search_newest_idx" ON "job_search" USING btree ("published_at" DESC NULLS LAST,"job_id" DESC NULLS LAST) WHERE listed;--> statement-breakpoint
CREATE INDEX "job_search_rate_idx" ON "job_search" USING btree ("day_rate" DESC NULLS LAST,"published_at" DESC NULLS LAST,"job_id" DESC NULLS LAST) WHERE listed;--> statement-breakpoint
CREATE INDEX "job_search_expertise_idx" ON "job_search" USING gin ("expertise_ids") WHERE listed;--> statement-breakpoint
ALTER TABLE "job" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "salary_questionnaire" ADD CONSTRAINT "salary_questionnaire_result_token_unique" UNIQUE("result_token");--> statement-breakpoint
-- hand-written (hardening)
-- Grants made by `npm run admin:grant` so far were recorded in the audit log; the role itself is re-derived at every session.
UPDATE "user" SET "admin_granted" = true WHERE "id" IN (SELECT "user_id" FROM "auth_event" WHERE "type" = 'admin_granted');--> statement-breakpoint
UPDATE "user" SET "role" = 'user' WHERE "role" = 'admin' AND ("admin_granted" = false OR "email_verified" = false);
--> statement-breakpoint
-- hand-written (search)
CREATE SEQUENCE IF NOT EXISTS job_search_seq;--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_search_sync(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO job_search (job_id, listed, valid_through, profession_code, city, legal_relation_type, language,
    workplace, required_levels, tags, expertise_ids, hourly_rate, salary_low, salary_high, day_rate, top_order,
    published_at, search_vector, seq)
  SELECT j.id, j.status = 'published' AND j.available, j.valid_through, j.profession_code, j.city,
    j.legal_relation_type, j.language,
    CASE WHEN j.remote_office_percentage >= 100 THEN 'remote' WHEN j.remote_office_percentage <= 0 THEN 'onsite' ELSE 'hybrid' END,
    j.required_levels, j.tags,
    coalesce((SELECT array_agg(je.expertise_id ORDER BY je.expertise_id) FROM job_expertise je WHERE je.job_id = j.id), '{}'),
    j.hourly_rate, coalesce(j.monthly_salary_from, j.monthly_salary_to), coalesce(j.monthly_salary_to, j.monthly_salary_from),
    j.day_rate, j.top_order, j.published_at,
    strip(to_tsvector('simple', immutable_unaccent(j.name || ' ' || j.search_terms || ' ' || j.partner || ' ' || j.city
      || ' ' || array_to_string(j.required_levels, ' ') || ' ' || array_to_string(j.tags, ' ')))),
    nextval('job_search_seq')
  FROM job j WHERE j.id = ANY(ids)
  ON CONFLICT (job_id) DO UPDATE SET listed = excluded.listed, valid_through = excluded.valid_through,
    profession_code = excluded.profession_code, city = excluded.city, legal_relation_type = excluded.legal_relation_type,
    language = excluded.language, workplace = excluded.workplace, required_levels = excluded.required_levels,
    tags = excluded.tags, expertise_ids = excluded.expertise_ids, hourly_rate = excluded.hourly_rate,
    salary_low = excluded.salary_low, salary_high = excluded.salary_high, day_rate = excluded.day_rate,
    top_order = excluded.top_order, published_at = excluded.published_at, search_vector = excluded.search_vector,
    seq = excluded.seq
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_search_sync_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM job_search_sync(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_search_sync_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM job_search_sync(ARRAY[NEW.id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_search_sync_expertise_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM job_search_sync(ARRAY(SELECT DISTINCT job_id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_search_sync_expertise_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM job_search_sync(ARRAY(SELECT DISTINCT job_id FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER job_search_inserted AFTER INSERT ON job REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_search_sync_inserted();--> statement-breakpoint
-- Not on views or candidates_count: counting a view must not rewrite the search row.
CREATE TRIGGER job_search_updated AFTER UPDATE OF name, description, search_terms, partner, city, language,
  profession_code, legal_relation_type, remote_office_percentage, required_levels, tags, hourly_rate,
  md_budget_from, md_budget_to, monthly_salary_from, monthly_salary_to, status, available, valid_through,
  top_order, published_at ON job
  FOR EACH ROW EXECUTE FUNCTION job_search_sync_updated();--> statement-breakpoint
CREATE TRIGGER job_search_expertise_added AFTER INSERT ON job_expertise REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_search_sync_expertise_added();--> statement-breakpoint
CREATE TRIGGER job_search_expertise_removed AFTER DELETE ON job_expertise REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_search_sync_expertise_removed();--> statement-breakpoint
-- What a typed search means (ADR 080): each word as the search vector spells it (unaccented, lower
-- case); a word that is a technology's name matches that word only ("java" is not "javascript"),
-- any other word matches the words it begins ("vyvoj" finds "vývojár"). At most 8 words.
CREATE OR REPLACE FUNCTION search_tsquery(input text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT string_agg(
    '''' || replace(replace(w.t, '\', '\\'), '''', '''''') || '''' ||
    CASE WHEN EXISTS (
      SELECT 1 FROM expertise e
      WHERE tsvector_to_array(to_tsvector('simple', immutable_unaccent(e.name))) @> ARRAY[w.t]
    ) THEN '' ELSE ':*' END,
    ' & ')
  FROM (SELECT u.t FROM unnest(tsvector_to_array(to_tsvector('simple', immutable_unaccent(left(input, 400))))) AS u(t) LIMIT 8) w
$$;--> statement-breakpoint
-- Which technologies a typed technology filter means: the technology of that name (case and
-- diacritics aside); else those whose names begin with it ("kotl" → Kotlin); else the most similar
-- (trigrams ≥ 0.4, "javscript" → JavaScript). Never silently nothing when something is close.
CREATE OR REPLACE FUNCTION expertise_ids_matching(names text[]) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT c.id), '{}') FROM (
    SELECT e.id, n.k,
      CASE WHEN immutable_unaccent(lower(e.name)) = n.k THEN 0
           WHEN starts_with(immutable_unaccent(lower(e.name)), n.k) THEN 1 ELSE 2 END AS rank,
      min(CASE WHEN immutable_unaccent(lower(e.name)) = n.k THEN 0
               WHEN starts_with(immutable_unaccent(lower(e.name)), n.k) THEN 1 ELSE 2 END) OVER (PARTITION BY n.k) AS best
    FROM (SELECT DISTINCT immutable_unaccent(lower(trim(x))) AS k FROM unnest(names) x WHERE trim(x) <> '') n
    JOIN expertise e ON immutable_unaccent(lower(e.name)) = n.k
      OR starts_with(immutable_unaccent(lower(e.name)), n.k)
      OR similarity(immutable_unaccent(lower(e.name)), n.k) >= 0.4
  ) c WHERE c.rank = c.best
$$;--> statement-breakpoint
-- A counter of changes to job_search: each instance's search index and cached results are keyed by it,
-- so a job write is seen by every instance's next search (ADR 080, 081).
CREATE TABLE "search_version" ("id" integer PRIMARY KEY CHECK ("id" = 1), "version" bigint NOT NULL);--> statement-breakpoint
INSERT INTO "search_version" VALUES (1, 1);--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER job_search_changed AFTER INSERT OR UPDATE OR DELETE ON job_search
  FOR EACH STATEMENT EXECUTE FUNCTION search_version_bump();--> statement-breakpoint
SELECT job_search_sync(ARRAY(SELECT id FROM job));--> statement-breakpoint
ANALYZE job_search;
