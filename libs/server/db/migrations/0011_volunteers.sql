CREATE TYPE "public"."shift_type" AS ENUM('MORNING', 'AFTERNOON', 'NIGHT');--> statement-breakpoint
CREATE TYPE "public"."volunteer_status" AS ENUM('REVIEWING', 'WAITLIST', 'APPROVED');--> statement-breakpoint
CREATE TABLE "volunteer_shift_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"volunteer_id" uuid NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"type" "shift_type" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteer_shift_assignments_once" UNIQUE("volunteer_id","start_date","type")
);
--> statement-breakpoint
CREATE TABLE "volunteer_time_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"volunteer_id" uuid NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"type" "shift_type" NOT NULL,
	CONSTRAINT "volunteer_time_slots_once" UNIQUE("volunteer_id","start_date","type")
);
--> statement-breakpoint
CREATE TABLE "volunteers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"main_event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "volunteer_status" NOT NULL,
	"phone" text NOT NULL,
	"area_ids" text[] NOT NULL,
	"language_ids" text[] NOT NULL,
	"experience" text,
	"t_shirt_size" text NOT NULL,
	"emergency_name" text NOT NULL,
	"emergency_phone" text NOT NULL,
	"emergency_relationship" text NOT NULL,
	"agreement_accepted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteers_event_user_unique" UNIQUE("main_event_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "volunteer_shift_assignments" ADD CONSTRAINT "volunteer_shift_assignments_volunteer_id_volunteers_id_fk" FOREIGN KEY ("volunteer_id") REFERENCES "public"."volunteers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_time_slots" ADD CONSTRAINT "volunteer_time_slots_volunteer_id_volunteers_id_fk" FOREIGN KEY ("volunteer_id") REFERENCES "public"."volunteers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteers" ADD CONSTRAINT "volunteers_main_event_id_main_events_id_fk" FOREIGN KEY ("main_event_id") REFERENCES "public"."main_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteers" ADD CONSTRAINT "volunteers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "volunteers_event_status_idx" ON "volunteers" USING btree ("main_event_id","status");