CREATE TABLE "account_activity" (
	"address" text NOT NULL,
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"timestamp" bigint NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_index" integer NOT NULL,
	CONSTRAINT "account_activity_address_chain_id_tx_hash_pk" PRIMARY KEY("address","chain_id","tx_hash")
);
--> statement-breakpoint
CREATE TABLE "chain_transactions" (
	"chain_id" integer NOT NULL,
	"hash" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_index" integer NOT NULL,
	"timestamp" bigint NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text,
	"nonce" bigint NOT NULL,
	"value" numeric(78, 0) NOT NULL,
	"selector" text NOT NULL,
	CONSTRAINT "chain_transactions_chain_id_hash_pk" PRIMARY KEY("chain_id","hash")
);
--> statement-breakpoint
CREATE TABLE "chain_transfers" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"item_index" integer DEFAULT 0 NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_index" integer NOT NULL,
	"kind" text NOT NULL,
	"token" text,
	"token_id" numeric(78, 0),
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	CONSTRAINT "chain_transfers_key" UNIQUE("chain_id","tx_hash","log_index","item_index")
);
--> statement-breakpoint
CREATE TABLE "indexed_blocks" (
	"chain_id" integer NOT NULL,
	"number" bigint NOT NULL,
	"hash" text NOT NULL,
	"timestamp" bigint NOT NULL,
	CONSTRAINT "indexed_blocks_chain_id_number_pk" PRIMARY KEY("chain_id","number")
);
--> statement-breakpoint
CREATE TABLE "indexer_cursors" (
	"chain_id" integer PRIMARY KEY NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nft_collections" (
	"chain_id" integer NOT NULL,
	"address" text NOT NULL,
	"name" text,
	"symbol" text,
	"kind" text NOT NULL,
	"is_spam" boolean DEFAULT false NOT NULL,
	"spam_source" text,
	CONSTRAINT "nft_collections_chain_id_address_pk" PRIMARY KEY("chain_id","address")
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"chain_id" integer NOT NULL,
	"address" text NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"decimals" integer NOT NULL,
	"icon_id" text,
	"listed" boolean DEFAULT true NOT NULL,
	"eip2612" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"rank" integer DEFAULT 1000000 NOT NULL,
	CONSTRAINT "tokens_chain_id_address_pk" PRIMARY KEY("chain_id","address")
);
--> statement-breakpoint
CREATE INDEX "account_activity_page_idx" ON "account_activity" USING btree ("address","timestamp" DESC NULLS LAST,"chain_id" DESC NULLS LAST,"block_number" DESC NULLS LAST,"tx_index" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "account_activity_block_idx" ON "account_activity" USING btree ("chain_id","block_number");--> statement-breakpoint
CREATE INDEX "chain_transactions_block_idx" ON "chain_transactions" USING btree ("chain_id","block_number");--> statement-breakpoint
CREATE INDEX "chain_transfers_block_idx" ON "chain_transfers" USING btree ("chain_id","block_number");