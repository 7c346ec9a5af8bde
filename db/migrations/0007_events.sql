CREATE TABLE "event_visit" (
	"event_uid" text NOT NULL,
	"visitor" text NOT NULL,
	"day" text NOT NULL,
	CONSTRAINT "event_visit_event_uid_day_visitor_pk" PRIMARY KEY("event_uid","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "event_visit" ADD CONSTRAINT "event_visit_event_uid_event_uid_fk" FOREIGN KEY ("event_uid") REFERENCES "public"."event"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_visit_day_idx" ON "event_visit" USING btree ("day");--> statement-breakpoint
CREATE INDEX "event_status_end_idx" ON "event" USING btree ("status","end_at","uid");--> statement-breakpoint
CREATE INDEX "event_created_by_idx" ON "event" USING btree ("created_by_user_id");