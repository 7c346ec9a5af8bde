CREATE TABLE "cv_section_version" (
	"user_id" text NOT NULL,
	"section" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cv_section_version_user_id_section_pk" PRIMARY KEY("user_id","section")
);
--> statement-breakpoint
ALTER TABLE "cv_section_version" ADD CONSTRAINT "cv_section_version_user_id_candidate_profile_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."candidate_profile"("user_id") ON DELETE cascade ON UPDATE no action;