CREATE TABLE "client_cv_consent" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"text_version" text NOT NULL,
	"token_hash" text,
	"language" text DEFAULT 'sk' NOT NULL,
	"requested_by" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "client_cv_consent_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "client_cv_generation" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"admin_id" text,
	"job_id" integer,
	"format" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cv_employment" ADD COLUMN "confidential" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cv_employment" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "client_cv_consent" ADD CONSTRAINT "client_cv_consent_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_cv_consent" ADD CONSTRAINT "client_cv_consent_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_cv_generation" ADD CONSTRAINT "client_cv_generation_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_cv_generation" ADD CONSTRAINT "client_cv_generation_admin_id_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_cv_generation" ADD CONSTRAINT "client_cv_generation_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_cv_consent_user_idx" ON "client_cv_consent" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "client_cv_generation_user_idx" ON "client_cv_generation" USING btree ("user_id");