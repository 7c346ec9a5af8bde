CREATE INDEX "cv_language_user_idx" ON "cv_language" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cv_technology_user_idx" ON "cv_technology" USING btree ("user_id");