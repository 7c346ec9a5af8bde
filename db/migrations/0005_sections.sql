ALTER TABLE "user" ADD COLUMN "admin_granted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "salary_questionnaire" ADD COLUMN "result_token" text;--> statement-breakpoint
ALTER TABLE "salary_questionnaire" ADD CONSTRAINT "salary_questionnaire_result_token_unique" UNIQUE("result_token");--> statement-breakpoint
-- hand-written (hardening)
-- Grants made by `npm run admin:grant` so far were recorded in the audit log; the role itself is re-derived at every session.
UPDATE "user" SET "admin_granted" = true WHERE "id" IN (SELECT "user_id" FROM "auth_event" WHERE "type" = 'admin_granted');--> statement-breakpoint
UPDATE "user" SET "role" = 'user' WHERE "role" = 'admin' AND ("admin_granted" = false OR "email_verified" = false);
