CREATE TABLE "cv_link_day" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"pdf_downloads" integer DEFAULT 0 NOT NULL,
	"docx_downloads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cv_link_day_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "cv_link_total" (
	"user_id" text PRIMARY KEY NOT NULL,
	"pdf_downloads" integer DEFAULT 0 NOT NULL,
	"docx_downloads" integer DEFAULT 0 NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cv_education" ADD COLUMN "from_year" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cv_education" ADD COLUMN "to_year" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cv_employment" ADD COLUMN "from_year" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cv_employment" ADD COLUMN "to_year" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cv_link_day" ADD CONSTRAINT "cv_link_day_user_id_candidate_profile_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."candidate_profile"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_link_total" ADD CONSTRAINT "cv_link_total_user_id_candidate_profile_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."candidate_profile"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cv_link_day_day_idx" ON "cv_link_day" USING btree ("day");