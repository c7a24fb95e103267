CREATE TABLE "onramp_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" text NOT NULL,
	"provider" text NOT NULL,
	"address" text NOT NULL,
	"network" text NOT NULL,
	"token_address" text NOT NULL,
	"token_symbol" text NOT NULL,
	"token_decimals" text NOT NULL,
	"fiat_amount" text NOT NULL,
	"fiat_currency" text NOT NULL,
	"crypto_amount" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"tx_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "onramp_webhooks" (
	"signature" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "onramp_purchases_address_idx" ON "onramp_purchases" USING btree ("address","completed_at");