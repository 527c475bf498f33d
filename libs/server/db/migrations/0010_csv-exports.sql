CREATE TABLE "csv_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"owner_sub" text NOT NULL,
	"params" jsonb NOT NULL,
	"file_key" text NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "csv_exports_created_idx" ON "csv_exports" USING btree ("created_at");