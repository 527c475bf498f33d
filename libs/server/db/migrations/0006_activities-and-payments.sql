CREATE TYPE "public"."sub_event_registration_status" AS ENUM('RESERVED', 'WAITING_LIST', 'CANCELED', 'CHECKED_IN');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('PENDING', 'APPROVED', 'DECLINED', 'FAILED');--> statement-breakpoint
CREATE TABLE "sub_event_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sub_event_registrations_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sub_event_id" uuid NOT NULL,
	"registration_id" uuid NOT NULL,
	"attendee_id" uuid NOT NULL,
	"status" "sub_event_registration_status" NOT NULL,
	"is_payment" boolean DEFAULT false NOT NULL,
	"held_until" timestamp with time zone,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"user_id" uuid,
	"purpose" text NOT NULL,
	"reference_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" "payment_status" DEFAULT 'PENDING' NOT NULL,
	"gateway" text NOT NULL,
	"transaction_id" text,
	"card_brand" text,
	"card_last4" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "main_events" ADD COLUMN "registration_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_events" ADD COLUMN "image_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_event_registrations" ADD CONSTRAINT "sub_event_registrations_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_event_registrations" ADD CONSTRAINT "sub_event_registrations_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_event_registrations" ADD CONSTRAINT "sub_event_registrations_attendee_id_registration_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."registration_attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_event_registrations" ADD CONSTRAINT "sub_event_registrations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sub_event_registrations_live_unique" ON "sub_event_registrations" USING btree ("sub_event_id","attendee_id") WHERE "sub_event_registrations"."status" <> 'CANCELED';--> statement-breakpoint
CREATE INDEX "sub_event_registrations_waitlist_idx" ON "sub_event_registrations" USING btree ("sub_event_id","status","seq");--> statement-breakpoint
CREATE INDEX "sub_event_registrations_registration_idx" ON "sub_event_registrations" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("status","created_at");