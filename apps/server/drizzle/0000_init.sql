CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"event_id" uuid NOT NULL,
	"url" text NOT NULL,
	"domain" text NOT NULL,
	"timestamp" bigint NOT NULL,
	"props" jsonb NOT NULL,
	"origin" text NOT NULL,
	"st" text,
	"sv" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_events_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"allowed_origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"analytics_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_id" text,
	"rdns" text,
	"mobile_link" text,
	"desktop_link" text,
	"webapp_link" text,
	"homepage" text,
	"app_store" text,
	"play_store" text,
	"chrome_store" text,
	"chains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"explorer_id" text,
	"badge_type" text DEFAULT 'none' NOT NULL,
	"rank" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_project_received_idx" ON "analytics_events" USING btree ("project_id","received_at");