CREATE TABLE "dismissed_job" (
	"user_id" text NOT NULL,
	"job_id" integer NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dismissed_job_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscription" ADD COLUMN "min_score" integer;--> statement-breakpoint
ALTER TABLE "dismissed_job" ADD CONSTRAINT "dismissed_job_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dismissed_job" ADD CONSTRAINT "dismissed_job_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;