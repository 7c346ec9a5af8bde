-- hand-written (search)
-- The words of a text as job search spells them (ADR 150): unaccented, lower case, and the symbols of
-- technology names kept as letters before the parser drops them: "C#" is "csharp", "F#" "fsharp",
-- "C++" "cpp", ".NET" and "ASP.NET" "dotnet" ("asp dotnet"). Without this "C#", "C++" and "C" were all
-- the word "c". The job's search vector, the typed words and the technologies' names all go through it.
CREATE OR REPLACE FUNCTION search_text(input text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT regexp_replace(regexp_replace(regexp_replace(immutable_unaccent(lower(input)),
    '(^|[^a-z0-9_])([a-z])\+\+', '\1 \2pp ', 'g'),
    '(^|[^a-z0-9_])([a-z])#', '\1 \2sharp ', 'g'),
    '\.net($|[^a-z0-9_])', ' dotnet\1', 'g')
$$;--> statement-breakpoint
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
    strip(to_tsvector('simple', search_text(j.name || ' ' || j.search_terms || ' ' || j.partner || ' ' || j.city
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
CREATE OR REPLACE FUNCTION search_tsquery(input text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT string_agg(
    '''' || replace(replace(w.t, '\', '\\'), '''', '''''') || '''' ||
    CASE WHEN EXISTS (
      SELECT 1 FROM expertise e
      WHERE tsvector_to_array(to_tsvector('simple', search_text(e.name))) @> ARRAY[w.t]
    ) THEN '' ELSE ':*' END,
    ' & ')
  FROM (SELECT u.t FROM unnest(tsvector_to_array(to_tsvector('simple', search_text(left(input, 400))))) AS u(t) LIMIT 8) w
$$;--> statement-breakpoint
SELECT job_search_sync(ARRAY(SELECT id FROM job));
