CREATE TABLE "profile_name_messages" (
	"message_hash" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_names" (
	"name" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"coin_type" bigint NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"project_id" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "siwx_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "siwx_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" text NOT NULL,
	"chain_id" text NOT NULL,
	"address" text NOT NULL,
	"nonce" text NOT NULL,
	"data" jsonb NOT NULL,
	"message" text NOT NULL,
	"signature" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "siwx_sessions_nonce_unique" UNIQUE("nonce")
);
--> statement-breakpoint
CREATE INDEX "profile_names_address_idx" ON "profile_names" USING btree ("address","registered_at");--> statement-breakpoint
CREATE INDEX "siwx_nonces_expires_idx" ON "siwx_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "siwx_sessions_account_idx" ON "siwx_sessions" USING btree ("project_id","address","chain_id");