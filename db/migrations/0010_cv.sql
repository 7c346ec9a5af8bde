ALTER TABLE "cv_certificate" ADD COLUMN "alt" jsonb;--> statement-breakpoint
ALTER TABLE "cv_content" ADD COLUMN "alt" jsonb;--> statement-breakpoint
ALTER TABLE "cv_education" ADD COLUMN "from_month" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cv_education" ADD COLUMN "to_month" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cv_education" ADD COLUMN "alt" jsonb;--> statement-breakpoint
ALTER TABLE "cv_employment" ADD COLUMN "from_month" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cv_employment" ADD COLUMN "to_month" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cv_employment" ADD COLUMN "alt" jsonb;--> statement-breakpoint
ALTER TABLE "cv_language" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cv_reference" ADD COLUMN "alt" jsonb;--> statement-breakpoint
ALTER TABLE "cv_technology" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;