CREATE TABLE "solana_account_activity" (
	"address" text NOT NULL,
	"network" text NOT NULL,
	"signature" text NOT NULL,
	"timestamp" bigint NOT NULL,
	"slot" bigint NOT NULL,
	"tx_index" integer NOT NULL,
	CONSTRAINT "solana_account_activity_address_network_signature_pk" PRIMARY KEY("address","network","signature")
);
--> statement-breakpoint
CREATE TABLE "solana_indexer_cursors" (
	"network" text PRIMARY KEY NOT NULL,
	"slot" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solana_movements" (
	"network" text NOT NULL,
	"signature" text NOT NULL,
	"owner" text NOT NULL,
	"token" text NOT NULL,
	"amount" numeric(39, 0) NOT NULL,
	"decimals" integer NOT NULL,
	CONSTRAINT "solana_movements_network_signature_owner_token_pk" PRIMARY KEY("network","signature","owner","token")
);
--> statement-breakpoint
CREATE TABLE "solana_nft_mints" (
	"network" text NOT NULL,
	"mint" text NOT NULL,
	"is_spam" boolean DEFAULT false NOT NULL,
	"spam_source" text,
	CONSTRAINT "solana_nft_mints_network_mint_pk" PRIMARY KEY("network","mint")
);
--> statement-breakpoint
CREATE TABLE "solana_transactions" (
	"network" text NOT NULL,
	"signature" text NOT NULL,
	"slot" bigint NOT NULL,
	"tx_index" integer NOT NULL,
	"timestamp" bigint NOT NULL,
	"fee_payer" text NOT NULL,
	"receiver" text NOT NULL,
	"fee" bigint NOT NULL,
	"failed" boolean NOT NULL,
	CONSTRAINT "solana_transactions_network_signature_pk" PRIMARY KEY("network","signature")
);
--> statement-breakpoint
CREATE INDEX "solana_account_activity_page_idx" ON "solana_account_activity" USING btree ("address","network","timestamp" DESC NULLS LAST,"slot" DESC NULLS LAST,"tx_index" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "solana_transactions_slot_idx" ON "solana_transactions" USING btree ("network","slot");