-- Every free text of a CV becomes { "sk": …, "en": … } (ADR 110). Until now the text columns held
-- the texts in the CV's language (cv_settings.language) and "alt" the versions in the other one:
-- each text goes under the language it was written in, then "alt" is dropped.
CREATE FUNCTION pg_temp.cv_localized(owner text, main text, second text) RETURNS text LANGUAGE sql AS $$
  SELECT CASE WHEN coalesce(main, '') = '' AND coalesce(second, '') = '' THEN NULL
    ELSE jsonb_strip_nulls(jsonb_build_object(
      x.l, nullif(main, ''),
      CASE x.l WHEN 'en' THEN 'sk' ELSE 'en' END, nullif(second, '')
    ))::text END
  FROM (SELECT coalesce((SELECT language FROM cv_settings WHERE user_id = owner), 'sk') AS l) x
$$;--> statement-breakpoint
UPDATE "cv_content" SET "bio" = pg_temp.cv_localized("user_id", "bio", "alt"->>'bio'), "position" = pg_temp.cv_localized("user_id", "position", "alt"->>'position');--> statement-breakpoint
UPDATE "cv_employment" SET "position" = pg_temp.cv_localized("user_id", "position", "alt"->>'position'), "description" = pg_temp.cv_localized("user_id", "description", "alt"->>'description');--> statement-breakpoint
UPDATE "cv_education" SET "diploma" = pg_temp.cv_localized("user_id", "diploma", "alt"->>'diploma'), "school" = pg_temp.cv_localized("user_id", "school", "alt"->>'school'), "faculty" = pg_temp.cv_localized("user_id", "faculty", "alt"->>'faculty'), "description" = pg_temp.cv_localized("user_id", "description", "alt"->>'description');--> statement-breakpoint
UPDATE "cv_reference" SET "description" = pg_temp.cv_localized("user_id", "description", "alt"->>'description');--> statement-breakpoint
UPDATE "cv_certificate" SET "name" = pg_temp.cv_localized("user_id", "name", "alt"->>'name'), "description" = pg_temp.cv_localized("user_id", "description", "alt"->>'description');--> statement-breakpoint
ALTER TABLE "cv_content" ALTER COLUMN "bio" SET DATA TYPE jsonb USING "bio"::jsonb;--> statement-breakpoint
ALTER TABLE "cv_content" ALTER COLUMN "position" SET DATA TYPE jsonb USING "position"::jsonb;--> statement-breakpoint
ALTER TABLE "cv_employment" ALTER COLUMN "position" SET DATA TYPE jsonb USING "position"::jsonb;--> statement-breakpoint
ALTER TABLE "cv_employment" ALTER COLUMN "description" SET DATA TYPE jsonb USING "description"::jsonb;--> statement-breakpoint
ALTER TABLE "cv_education" ALTER COLUMN "diploma" SET DATA TYPE jsonb USING "diploma"::jsonb;--> statement-breakpoint
ALTER TABLE "cv_education" ALTER COLUMN "school" SET DATA TYPE jsonb USING "school"::jsonb;--> statement-breakpoint
ALTER TABLE "cv_education" ALTER COLUMN "faculty" SET DATA TYPE jsonb USING "faculty"::jsonb;--> statement-breakpoint
ALTER TABLE "cv_education" ALTER COLUMN "description" SET DATA TYPE jsonb USING "description"::jsonb;--> statement-breakpoint
ALTER TABLE "cv_reference" ALTER COLUMN "description" SET DATA TYPE jsonb USING "description"::jsonb;--> statement-breakpoint
ALTER TABLE "cv_certificate" ALTER COLUMN "name" SET DATA TYPE jsonb USING "name"::jsonb;--> statement-breakpoint
ALTER TABLE "cv_certificate" ALTER COLUMN "description" SET DATA TYPE jsonb USING "description"::jsonb;--> statement-breakpoint
ALTER TABLE "cv_certificate" DROP COLUMN "alt";--> statement-breakpoint
ALTER TABLE "cv_content" DROP COLUMN "alt";--> statement-breakpoint
ALTER TABLE "cv_education" DROP COLUMN "alt";--> statement-breakpoint
ALTER TABLE "cv_employment" DROP COLUMN "alt";--> statement-breakpoint
ALTER TABLE "cv_reference" DROP COLUMN "alt";--> statement-breakpoint
DROP FUNCTION pg_temp.cv_localized(text, text, text);