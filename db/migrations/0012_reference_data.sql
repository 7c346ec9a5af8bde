CREATE TABLE "reference_row" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"hash" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reference_row_kind_key_pk" PRIMARY KEY("kind","key")
);
