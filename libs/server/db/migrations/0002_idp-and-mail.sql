CREATE TABLE "idp_auth_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"sub" uuid NOT NULL,
	"state" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_captcha_used" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_codes" (
	"sub" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idp_codes_sub_purpose_pk" PRIMARY KEY("sub","purpose")
);
--> statement-breakpoint
CREATE TABLE "idp_rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"origin_jti" uuid NOT NULL,
	"sub" uuid NOT NULL,
	"client_id" text NOT NULL,
	"auth_time" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_users" (
	"sub" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"email_normalized" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"given_name" text,
	"family_name" text,
	"middle_name" text,
	"user_type" text DEFAULT 'USER' NOT NULL,
	"status" text DEFAULT 'UNCONFIRMED' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"srp_salt" text NOT NULL,
	"srp_verifier" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_mailbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_mailbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idp_auth_sessions" ADD CONSTRAINT "idp_auth_sessions_sub_idp_users_sub_fk" FOREIGN KEY ("sub") REFERENCES "public"."idp_users"("sub") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idp_codes" ADD CONSTRAINT "idp_codes_sub_idp_users_sub_fk" FOREIGN KEY ("sub") REFERENCES "public"."idp_users"("sub") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idp_refresh_tokens" ADD CONSTRAINT "idp_refresh_tokens_sub_idp_users_sub_fk" FOREIGN KEY ("sub") REFERENCES "public"."idp_users"("sub") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idp_auth_sessions_expires_idx" ON "idp_auth_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "idp_captcha_used_expires_idx" ON "idp_captcha_used" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "idp_refresh_tokens_origin_idx" ON "idp_refresh_tokens" USING btree ("origin_jti");--> statement-breakpoint
CREATE INDEX "idp_refresh_tokens_sub_idx" ON "idp_refresh_tokens" USING btree ("sub");--> statement-breakpoint
CREATE UNIQUE INDEX "idp_users_email_idx" ON "idp_users" USING btree ("email_normalized");--> statement-breakpoint
CREATE INDEX "idp_users_created_idx" ON "idp_users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_mailbox_recipient_idx" ON "mail_mailbox" USING btree ("recipient","sent_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");