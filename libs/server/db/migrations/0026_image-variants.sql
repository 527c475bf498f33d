CREATE TABLE "image_variants" (
	"original_key" text NOT NULL,
	"width" integer NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_variants_original_key_width_pk" PRIMARY KEY("original_key","width")
);
--> statement-breakpoint
CREATE INDEX "image_variants_key_idx" ON "image_variants" USING btree ("key");