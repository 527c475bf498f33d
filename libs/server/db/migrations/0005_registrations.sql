CREATE TYPE "public"."accommodation_status" AS ENUM('RESERVED', 'NOT_RESERVED', 'WAITLIST');--> statement-breakpoint
CREATE TYPE "public"."registration_status" AS ENUM('PENDING', 'APPROVED', 'REJECTED', 'WAITING_LIST', 'CANCELED', 'FINISHED', 'PENDING_PAYMENT', 'CHECKED_IN', 'INVALID');--> statement-breakpoint
CREATE TYPE "public"."registration_type" AS ENUM('GENERAL', 'DELEGATE');--> statement-breakpoint
CREATE TYPE "public"."room_sharing" AS ENUM('SINGLE', 'SHARE_WITH_GROUP', 'SHARE_WITH_ANYONE');--> statement-breakpoint
CREATE TYPE "public"."visa_assistance_status" AS ENUM('PENDING', 'COMPLETED');--> statement-breakpoint
CREATE TABLE "accommodation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"attendee_id" uuid NOT NULL,
	"status" "accommodation_status" DEFAULT 'NOT_RESERVED' NOT NULL,
	"check_in_date" date NOT NULL,
	"check_out_date" date NOT NULL,
	"room_sharing" "room_sharing" NOT NULL,
	"special_needs" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accommodation_requests_attendee_unique" UNIQUE("attendee_id"),
	CONSTRAINT "accommodation_dates_check" CHECK ("accommodation_requests"."check_out_date" > "accommodation_requests"."check_in_date")
);
--> statement-breakpoint
CREATE TABLE "delegation_key_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_attendees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"main_event_id" uuid NOT NULL,
	"is_main_profile" boolean NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"dob" date NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country_id" text NOT NULL,
	"zip_code" text NOT NULL,
	"language_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"ethnicity" text,
	"emergency_name" text,
	"emergency_phone" text,
	"emergency_email" text,
	"emergency_relationship" text,
	"is_payment" boolean DEFAULT false NOT NULL,
	"is_release_form" boolean DEFAULT false NOT NULL,
	"signature_url" text,
	"status" "registration_status" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"main_event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"type" "registration_type" NOT NULL,
	"status" "registration_status" NOT NULL,
	"delegation_key_id" uuid,
	"is_apply_emergency_contact_for_all" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_delegate_key_check" CHECK (("registrations"."type" = 'DELEGATE') = ("registrations"."delegation_key_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "visa_assistance_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"attendee_id" uuid NOT NULL,
	"status" "visa_assistance_status" DEFAULT 'PENDING' NOT NULL,
	"passport_country_id" text NOT NULL,
	"nationality_country_id" text NOT NULL,
	"arrival_date" date NOT NULL,
	"departure_date" date NOT NULL,
	"needs_invitation_letter" boolean DEFAULT true NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visa_assistance_requests_attendee_unique" UNIQUE("attendee_id"),
	CONSTRAINT "visa_assistance_dates_check" CHECK ("visa_assistance_requests"."departure_date" >= "visa_assistance_requests"."arrival_date")
);
--> statement-breakpoint
ALTER TABLE "accommodation_requests" ADD CONSTRAINT "accommodation_requests_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_requests" ADD CONSTRAINT "accommodation_requests_attendee_id_registration_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."registration_attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegation_key_failures" ADD CONSTRAINT "delegation_key_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_attendees" ADD CONSTRAINT "registration_attendees_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_attendees" ADD CONSTRAINT "registration_attendees_main_event_id_main_events_id_fk" FOREIGN KEY ("main_event_id") REFERENCES "public"."main_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_attendees" ADD CONSTRAINT "registration_attendees_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_main_event_id_main_events_id_fk" FOREIGN KEY ("main_event_id") REFERENCES "public"."main_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_delegation_key_id_delegation_keys_id_fk" FOREIGN KEY ("delegation_key_id") REFERENCES "public"."delegation_keys"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_assistance_requests" ADD CONSTRAINT "visa_assistance_requests_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_assistance_requests" ADD CONSTRAINT "visa_assistance_requests_attendee_id_registration_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."registration_attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_assistance_requests" ADD CONSTRAINT "visa_assistance_requests_passport_country_id_countries_id_fk" FOREIGN KEY ("passport_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_assistance_requests" ADD CONSTRAINT "visa_assistance_requests_nationality_country_id_countries_id_fk" FOREIGN KEY ("nationality_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accommodation_requests_registration_idx" ON "accommodation_requests" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "delegation_key_failures_user_idx" ON "delegation_key_failures" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "delegation_key_failures_ip_idx" ON "delegation_key_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "registration_attendees_registration_idx" ON "registration_attendees" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "registration_attendees_event_status_idx" ON "registration_attendees" USING btree ("main_event_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_attendees_event_email_unique" ON "registration_attendees" USING btree ("main_event_id",lower("email")) WHERE "registration_attendees"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "registration_attendees_one_main_profile" ON "registration_attendees" USING btree ("registration_id") WHERE "registration_attendees"."is_main_profile";--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_event_user_unique" ON "registrations" USING btree ("main_event_id","user_id");--> statement-breakpoint
CREATE INDEX "registrations_delegation_key_idx" ON "registrations" USING btree ("delegation_key_id");--> statement-breakpoint
CREATE INDEX "visa_assistance_requests_registration_idx" ON "visa_assistance_requests" USING btree ("registration_id");