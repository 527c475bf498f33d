CREATE TABLE "api_rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window" bigint NOT NULL,
	"count" integer NOT NULL
);
