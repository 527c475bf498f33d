CREATE TABLE "idp_spent_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "idp_spent_sessions_expires_idx" ON "idp_spent_sessions" USING btree ("expires_at");