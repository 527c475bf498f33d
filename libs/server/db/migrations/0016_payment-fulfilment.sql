ALTER TYPE "public"."payment_status" ADD VALUE 'VOIDED';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fulfilled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_unfulfilled_idx" ON "payments" USING btree ("updated_at") WHERE "payments"."fulfilled_at" is null;--> statement-breakpoint
-- Payments settled before this column existed were fulfilled by the request that made them.
UPDATE "payments" SET "fulfilled_at" = "updated_at" WHERE "status" <> 'PENDING';
