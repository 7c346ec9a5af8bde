CREATE TABLE "application_status_change" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"status" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_invitation" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_invitation_job_user_uq" UNIQUE("job_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "application_status_change" ADD CONSTRAINT "application_status_change_application_id_job_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invitation" ADD CONSTRAINT "job_invitation_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invitation" ADD CONSTRAINT "job_invitation_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invitation" ADD CONSTRAINT "job_invitation_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_status_change_application_idx" ON "application_status_change" USING btree ("application_id","changed_at");--> statement-breakpoint
CREATE INDEX "job_invitation_user_idx" ON "job_invitation" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "consent_purpose_user_idx" ON "consent_record" USING btree ("purpose","user_id") WHERE "consent_record"."withdrawn_at" is null;--> statement-breakpoint
-- Every application made before the timeline existed was received when it was made; one that has moved
-- since has its present status from its last change.
INSERT INTO "application_status_change" ("application_id", "status", "changed_at")
SELECT "id", 'received', "created_at" FROM "job_application";--> statement-breakpoint
INSERT INTO "application_status_change" ("application_id", "status", "changed_at")
SELECT "id", "status", "updated_at" FROM "job_application" WHERE "status" <> 'received';
