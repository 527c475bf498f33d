CREATE TYPE "public"."event_status" AS ENUM('ACTIVE', 'INACTIVE', 'CANCELLED');--> statement-breakpoint
CREATE TABLE "countries" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delegation_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"main_event_id" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"delegation_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delegation_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "main_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" "event_status" DEFAULT 'INACTIVE' NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"timezone" text DEFAULT 'Pacific/Honolulu' NOT NULL,
	"banner_image" text DEFAULT '' NOT NULL,
	"logo_image" text DEFAULT '' NOT NULL,
	"ref_link" text DEFAULT '' NOT NULL,
	"capacity" integer DEFAULT 0 NOT NULL,
	"requires_review" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "main_events_dates_check" CHECK ("main_events"."end_date" >= "main_events"."start_date")
);
--> statement-breakpoint
CREATE TABLE "sub_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"main_event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" "event_status" DEFAULT 'INACTIVE' NOT NULL,
	"capacity" integer NOT NULL,
	"num_registration" integer DEFAULT 0 NOT NULL,
	"is_allow_wait_list" boolean DEFAULT false NOT NULL,
	"activity_registration_fee" integer DEFAULT 0 NOT NULL,
	"registration_fee" integer DEFAULT 0 NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sub_events_counts_check" CHECK ("sub_events"."capacity" >= 0 and "sub_events"."num_registration" >= 0),
	CONSTRAINT "sub_events_fees_check" CHECK ("sub_events"."activity_registration_fee" >= 0 and "sub_events"."registration_fee" >= 0),
	CONSTRAINT "sub_events_dates_check" CHECK ("sub_events"."end_date" >= "sub_events"."start_date")
);
--> statement-breakpoint
ALTER TABLE "delegation_keys" ADD CONSTRAINT "delegation_keys_main_event_id_main_events_id_fk" FOREIGN KEY ("main_event_id") REFERENCES "public"."main_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_events" ADD CONSTRAINT "sub_events_main_event_id_main_events_id_fk" FOREIGN KEY ("main_event_id") REFERENCES "public"."main_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "main_events_status_idx" ON "main_events" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sub_events_main_event_idx" ON "sub_events" USING btree ("main_event_id","status");