-- Unlogged: counters need no crash safety, and every hit skips the write-ahead log.
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "secret_key_hash" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "secret_key_hint" text;--> statement-breakpoint
CREATE INDEX "analytics_events_received_idx" ON "analytics_events" USING btree ("received_at");