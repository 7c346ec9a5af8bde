CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"impersonated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text DEFAULT 'user' NOT NULL,
	"banned" boolean DEFAULT false NOT NULL,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expertise" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"category" text DEFAULT 'other' NOT NULL,
	"bonus" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "expertise_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "profession" (
	"code" text PRIMARY KEY NOT NULL,
	"is_it" boolean NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profession_compatibility" (
	"profession_code" text NOT NULL,
	"compatible_code" text NOT NULL,
	CONSTRAINT "profession_compatibility_profession_code_compatible_code_pk" PRIMARY KEY("profession_code","compatible_code")
);
--> statement-breakpoint
CREATE TABLE "stored_file" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_user_id" text,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_file_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "job" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"language" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text DEFAULT 'SK' NOT NULL,
	"partner" text NOT NULL,
	"profession_code" text NOT NULL,
	"required_levels" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"legal_relation_type" text NOT NULL,
	"remote_office_percentage" integer DEFAULT 0 NOT NULL,
	"hourly_rate" integer,
	"md_budget_from" integer,
	"md_budget_to" integer,
	"monthly_salary_from" integer,
	"monthly_salary_to" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone,
	"valid_through" timestamp with time zone,
	"job_start_date" date,
	"project_length_in_months" integer,
	"extension_possible" boolean DEFAULT false NOT NULL,
	"top_offer" boolean DEFAULT false NOT NULL,
	"top_order" integer DEFAULT 1000 NOT NULL,
	"responsible_hr_name" text,
	"responsible_hr_user_id" text,
	"views" integer DEFAULT 0 NOT NULL,
	"candidates_count" integer DEFAULT 0 NOT NULL,
	"day_rate" integer GENERATED ALWAYS AS (coalesce(hourly_rate * 8, md_budget_to, md_budget_from, monthly_salary_to / 20, monthly_salary_from / 20)) STORED,
	"search_terms" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (strip(to_tsvector('simple', immutable_unaccent(coalesce(name, '') || ' ' || coalesce(search_terms, '') || ' ' || coalesce(partner, '') || ' ' || coalesce(city, '') || ' ' || regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g'))))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_expertise" (
	"job_id" integer NOT NULL,
	"expertise_id" integer NOT NULL,
	CONSTRAINT "job_expertise_job_id_expertise_id_pk" PRIMARY KEY("job_id","expertise_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_expertise" (
	"user_id" text NOT NULL,
	"expertise_id" integer NOT NULL,
	"level" text,
	CONSTRAINT "candidate_expertise_user_id_expertise_id_pk" PRIMARY KEY("user_id","expertise_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_profile" (
	"user_id" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"phone_country" text DEFAULT 'SVK' NOT NULL,
	"city" text,
	"country" text,
	"profession_code" text,
	"experience" text,
	"utm_source" text,
	"non_it" boolean DEFAULT false NOT NULL,
	"non_it_reason" text,
	"job_looking" boolean DEFAULT false NOT NULL,
	"job_looking_horizon" text,
	"available_from" date,
	"newsletter_jobs" boolean DEFAULT false NOT NULL,
	"newsletter_news" boolean DEFAULT false NOT NULL,
	"app_language" text DEFAULT 'sk' NOT NULL,
	"gdpr_agreement_accepted" boolean DEFAULT false NOT NULL,
	"signup_finished" boolean DEFAULT false NOT NULL,
	"blacklisted" boolean DEFAULT false NOT NULL,
	"avatar_file_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_application" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"user_id" text,
	"file_id" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text,
	"status" text DEFAULT 'received' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_application_job_user_uq" UNIQUE("job_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "saved_item" (
	"user_id" text NOT NULL,
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_item_user_id_item_type_item_id_pk" PRIMARY KEY("user_id","item_type","item_id")
);
--> statement-breakpoint
CREATE TABLE "cv_certificate" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cv_content" (
	"user_id" text PRIMARY KEY NOT NULL,
	"bio" text,
	"position" text,
	"photo_file_id" text,
	"uploaded_cv_file_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cv_education" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"diploma" text NOT NULL,
	"school" text NOT NULL,
	"faculty" text,
	"from_date" date,
	"to_date" date,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cv_employment" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"company" text NOT NULL,
	"position" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date,
	"description" text,
	"technologies" text[],
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cv_language" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"language" text NOT NULL,
	"level" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cv_reference" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"link" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cv_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"language" text DEFAULT 'sk' NOT NULL,
	"privacy" text DEFAULT 'private' NOT NULL,
	"password_hash" text,
	"contact_visible" boolean DEFAULT false NOT NULL,
	"graph_visible" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cv_settings_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "cv_technology" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expertise_id" integer NOT NULL,
	"years" integer DEFAULT 0 NOT NULL,
	"specialization" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_author" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" jsonb NOT NULL,
	"avatar_url" text,
	CONSTRAINT "blog_author_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "blog_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "blog_category_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "blog_post" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"content" text NOT NULL,
	"featured_image" text,
	"author_id" integer,
	"category_id" integer,
	"draft" boolean DEFAULT true NOT NULL,
	"access_key" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_post_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "blog_post_tag" (
	"post_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "blog_post_tag_post_id_tag_id_pk" PRIMARY KEY("post_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "blog_tag" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "blog_tag_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "case_study" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"client" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"challenge" jsonb NOT NULL,
	"solution" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"technologies" text[] NOT NULL,
	"facts" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_service" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event" (
	"uid" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"url" text NOT NULL,
	"image_url" text,
	"ticket_url" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"organizer_name" text NOT NULL,
	"organizer_url" text NOT NULL,
	"organizer_image_url" text,
	"organizer_description" text,
	"location_name" text,
	"google_place_id" text,
	"location_id" text,
	"visits" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'approved' NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"canceled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "newsfeed_link" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"site_name" text,
	"language" text DEFAULT 'en' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"favicons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"times_clicked" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsfeed_link_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "contact_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"name" text,
	"email" text,
	"phone" text NOT NULL,
	"company" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extra_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"project" text NOT NULL,
	"technologies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preferred_technologies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_date" date,
	"question" text,
	"seniority" text NOT NULL,
	"matched_job_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language" text DEFAULT 'sk' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral" (
	"id" text PRIMARY KEY NOT NULL,
	"referrer_user_id" text,
	"referrer_name" text NOT NULL,
	"referrer_email" text NOT NULL,
	"referrer_phone" text,
	"candidate_name" text,
	"candidate_email" text,
	"candidate_phone" text,
	"candidate_info" text,
	"candidate_current_position" text,
	"commission_type" text NOT NULL,
	"job_id" integer,
	"project_text" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"worked_months" integer DEFAULT 0 NOT NULL,
	"worked_days" integer DEFAULT 0 NOT NULL,
	"candidate_removed_at" timestamp with time zone,
	"language" text DEFAULT 'sk' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_questionnaire" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"overal_praxis" integer,
	"is_teamleader" boolean,
	"is_architect" boolean,
	"worked_domain" text,
	"technologies_known" jsonb,
	"technologies_praxis" jsonb,
	"manual_tester" boolean,
	"ci_experience" boolean,
	"performance_experience" boolean,
	"cv_file_id" text,
	"computed_wage" integer,
	"gdpr" boolean NOT NULL,
	"language" text DEFAULT 'sk' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"text_version" text NOT NULL,
	"ip_address" text,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscription" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"email" text NOT NULL,
	"topic" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"language" text DEFAULT 'sk' NOT NULL,
	"token" text NOT NULL,
	"consent_text_version" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_ip" text,
	"confirmed_at" timestamp with time zone,
	"confirm_ip" text,
	"unsubscribed_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscription_token_unique" UNIQUE("token"),
	CONSTRAINT "newsletter_email_topic_uq" UNIQUE("email","topic")
);
--> statement-breakpoint
CREATE TABLE "app_setting" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_by" text,
	"locked_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profession_compatibility" ADD CONSTRAINT "profession_compatibility_profession_code_profession_code_fk" FOREIGN KEY ("profession_code") REFERENCES "public"."profession"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profession_compatibility" ADD CONSTRAINT "profession_compatibility_compatible_code_profession_code_fk" FOREIGN KEY ("compatible_code") REFERENCES "public"."profession"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_profession_code_profession_code_fk" FOREIGN KEY ("profession_code") REFERENCES "public"."profession"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_responsible_hr_user_id_user_id_fk" FOREIGN KEY ("responsible_hr_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_expertise" ADD CONSTRAINT "job_expertise_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_expertise" ADD CONSTRAINT "job_expertise_expertise_id_expertise_id_fk" FOREIGN KEY ("expertise_id") REFERENCES "public"."expertise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_expertise" ADD CONSTRAINT "candidate_expertise_user_id_candidate_profile_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."candidate_profile"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_expertise" ADD CONSTRAINT "candidate_expertise_expertise_id_expertise_id_fk" FOREIGN KEY ("expertise_id") REFERENCES "public"."expertise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_profile" ADD CONSTRAINT "candidate_profile_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_profile" ADD CONSTRAINT "candidate_profile_profession_code_profession_code_fk" FOREIGN KEY ("profession_code") REFERENCES "public"."profession"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_profile" ADD CONSTRAINT "candidate_profile_avatar_file_id_stored_file_id_fk" FOREIGN KEY ("avatar_file_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application" ADD CONSTRAINT "job_application_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application" ADD CONSTRAINT "job_application_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application" ADD CONSTRAINT "job_application_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_item" ADD CONSTRAINT "saved_item_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_certificate" ADD CONSTRAINT "cv_certificate_user_id_candidate_profile_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."candidate_profile"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_content" ADD CONSTRAINT "cv_content_user_id_candidate_profile_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."candidate_profile"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_content" ADD CONSTRAINT "cv_content_photo_file_id_stored_file_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_content" ADD CONSTRAINT "cv_content_uploaded_cv_file_id_stored_file_id_fk" FOREIGN KEY ("uploaded_cv_file_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_education" ADD CONSTRAINT "cv_education_user_id_candidate_profile_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."candidate_profile"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_employment" ADD CONSTRAINT "cv_employment_user_id_candidate_profile_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."candidate_profile"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_language" ADD CONSTRAINT "cv_language_user_id_candidate_profile_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."candidate_profile"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_reference" ADD CONSTRAINT "cv_reference_user_id_candidate_profile_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."candidate_profile"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_settings" ADD CONSTRAINT "cv_settings_user_id_candidate_profile_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."candidate_profile"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_technology" ADD CONSTRAINT "cv_technology_user_id_candidate_profile_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."candidate_profile"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_technology" ADD CONSTRAINT "cv_technology_expertise_id_expertise_id_fk" FOREIGN KEY ("expertise_id") REFERENCES "public"."expertise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post" ADD CONSTRAINT "blog_post_author_id_blog_author_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."blog_author"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post" ADD CONSTRAINT "blog_post_category_id_blog_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_category"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_tag" ADD CONSTRAINT "blog_post_tag_post_id_blog_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_post"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_tag" ADD CONSTRAINT "blog_post_tag_tag_id_blog_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."blog_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event" ADD CONSTRAINT "event_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_request" ADD CONSTRAINT "extra_request_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral" ADD CONSTRAINT "referral_referrer_user_id_user_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral" ADD CONSTRAINT "referral_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_questionnaire" ADD CONSTRAINT "salary_questionnaire_cv_file_id_stored_file_id_fk" FOREIGN KEY ("cv_file_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_record" ADD CONSTRAINT "consent_record_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscription" ADD CONSTRAINT "newsletter_subscription_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "job_search_vector_idx" ON "job" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "job_listing_idx" ON "job" USING btree ("status","top_order","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_newest_idx" ON "job" USING btree ("status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_day_rate_idx" ON "job" USING btree ("status","day_rate" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_profession_idx" ON "job" USING btree ("profession_code");--> statement-breakpoint
CREATE INDEX "job_facets_idx" ON "job" USING btree ("status","profession_code","city","legal_relation_type","language","remote_office_percentage");--> statement-breakpoint
CREATE INDEX "job_city_idx" ON "job" USING btree ("city");--> statement-breakpoint
CREATE INDEX "job_tags_idx" ON "job" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "job_expertise_expertise_idx" ON "job_expertise" USING btree ("expertise_id");--> statement-breakpoint
CREATE INDEX "job_application_user_idx" ON "job_application" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cv_education_user_idx" ON "cv_education" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cv_employment_user_idx" ON "cv_employment" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "blog_post_published_idx" ON "blog_post" USING btree ("draft","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "event_end_idx" ON "event" USING btree ("end_at");--> statement-breakpoint
CREATE INDEX "newsfeed_published_idx" ON "newsfeed_link" USING btree ("published","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consent_email_idx" ON "consent_record" USING btree ("email");--> statement-breakpoint
CREATE INDEX "consent_expiry_idx" ON "consent_record" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "task_claim_idx" ON "task" USING btree ("status","run_at");