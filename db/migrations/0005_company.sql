CREATE TABLE "dictionary_term" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"term" jsonb NOT NULL,
	"definition" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dictionary_term_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "newsfeed_link" ADD COLUMN "description" text;