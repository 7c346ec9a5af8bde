ALTER TABLE "blog_post" ADD COLUMN "translation_of" integer;--> statement-breakpoint
ALTER TABLE "blog_post" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_post" ADD CONSTRAINT "blog_post_translation_of_blog_post_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."blog_post"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_post_translation_idx" ON "blog_post" USING btree ("translation_of");--> statement-breakpoint
-- hand-written
-- One version of a post per language: the original and its translations form a group.
CREATE UNIQUE INDEX "blog_post_translation_language_idx" ON "blog_post" USING btree ((coalesce("translation_of", "id")), "language");
