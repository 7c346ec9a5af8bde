CREATE TABLE "job_alert" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"filter" jsonb NOT NULL,
	"frequency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"token" text NOT NULL,
	"consent_text_version" text NOT NULL,
	"request_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "job_alert_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "job_alert_sent" (
	"alert_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alert_sent_alert_id_job_id_pk" PRIMARY KEY("alert_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_confirmation" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"topics" jsonb NOT NULL,
	"alert_id" integer,
	"request_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "newsletter_confirmation_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "newsletter_issue" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_send" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"issue_id" integer,
	"items" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_send_period_uq" UNIQUE("subscription_id","kind","period")
);
--> statement-breakpoint
ALTER TABLE "job_alert" ADD CONSTRAINT "job_alert_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_sent" ADD CONSTRAINT "job_alert_sent_alert_id_job_alert_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alert"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_confirmation" ADD CONSTRAINT "newsletter_confirmation_alert_id_job_alert_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alert"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_issue" ADD CONSTRAINT "newsletter_issue_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_send" ADD CONSTRAINT "newsletter_send_subscription_id_newsletter_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."newsletter_subscription"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_send" ADD CONSTRAINT "newsletter_send_issue_id_newsletter_issue_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."newsletter_issue"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alert_email_idx" ON "job_alert" USING btree ("email");--> statement-breakpoint
CREATE INDEX "job_alert_user_idx" ON "job_alert" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "newsletter_confirmation_email_idx" ON "newsletter_confirmation" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "newsletter_send_issue_idx" ON "newsletter_send" USING btree ("issue_id");