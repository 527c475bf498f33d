CREATE TABLE "wallet_device_registrations" (
	"device_library_identifier" text NOT NULL,
	"pass_type_identifier" text NOT NULL,
	"serial_number" uuid NOT NULL,
	"push_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_device_registrations_pk" PRIMARY KEY("device_library_identifier","pass_type_identifier","serial_number")
);
--> statement-breakpoint
ALTER TABLE "wallet_device_registrations" ADD CONSTRAINT "wallet_device_registrations_serial_number_registrations_id_fk" FOREIGN KEY ("serial_number") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_device_registrations_serial_idx" ON "wallet_device_registrations" USING btree ("serial_number");