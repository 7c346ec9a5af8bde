ALTER TABLE "extra_request" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "referral" ADD COLUMN "project_length_in_months" integer;--> statement-breakpoint
ALTER TABLE "referral" ADD COLUMN "candidate_consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referral" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;