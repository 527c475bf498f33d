CREATE TYPE "public"."media_application_status" AS ENUM('REVIEWING', 'APPROVED', 'REJECTED', 'ARCHIVED');--> statement-breakpoint
CREATE TYPE "public"."media_role" AS ENUM('JOURNALIST', 'PHOTOGRAPHER', 'VIDEOGRAPHER', 'BROADCASTER', 'BLOGGER', 'OTHER');--> statement-breakpoint
CREATE TABLE "media_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"main_event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "media_application_status" DEFAULT 'REVIEWING' NOT NULL,
	"organisation" text NOT NULL,
	"role" "media_role" NOT NULL,
	"outlet_country" text NOT NULL,
	"website" text,
	"coverage_plan" text NOT NULL,
	"press_credential_file" text NOT NULL,
	"portfolio_url" text,
	"portfolio_file" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "main_events" ADD COLUMN "media_last_day" date;--> statement-breakpoint
ALTER TABLE "media_applications" ADD CONSTRAINT "media_applications_main_event_id_main_events_id_fk" FOREIGN KEY ("main_event_id") REFERENCES "public"."main_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_applications" ADD CONSTRAINT "media_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_applications_event_user_unique" ON "media_applications" USING btree ("main_event_id","user_id");--> statement-breakpoint
CREATE INDEX "media_applications_status_idx" ON "media_applications" USING btree ("main_event_id","status");