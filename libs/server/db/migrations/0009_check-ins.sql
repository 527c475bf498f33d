CREATE TABLE "check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"main_event_id" uuid NOT NULL,
	"attendee_id" uuid NOT NULL,
	"sub_event_id" uuid,
	"checked_in_at" timestamp with time zone NOT NULL,
	"checked_in_by" text NOT NULL,
	"method" text NOT NULL,
	"scanned_at" timestamp with time zone,
	CONSTRAINT "check_ins_once" UNIQUE NULLS NOT DISTINCT("attendee_id","sub_event_id")
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_main_event_id_main_events_id_fk" FOREIGN KEY ("main_event_id") REFERENCES "public"."main_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_attendee_id_registration_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."registration_attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_ins_event_idx" ON "check_ins" USING btree ("main_event_id");