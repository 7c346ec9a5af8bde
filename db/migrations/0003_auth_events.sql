CREATE TABLE "auth_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"email" text,
	"type" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_event_created_idx" ON "auth_event" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "auth_event_user_idx" ON "auth_event" USING btree ("user_id");