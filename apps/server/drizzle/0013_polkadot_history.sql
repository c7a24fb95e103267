CREATE TABLE "polkadot_indexer_cursors" (
	"network" text PRIMARY KEY NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "polkadot_transfers" (
	"network" text NOT NULL,
	"block_number" bigint NOT NULL,
	"event_index" integer NOT NULL,
	"extrinsic_hash" text NOT NULL,
	"timestamp" bigint NOT NULL,
	"from_key" text NOT NULL,
	"to_key" text NOT NULL,
	"amount" numeric(39, 0) NOT NULL,
	CONSTRAINT "polkadot_transfers_network_block_number_event_index_pk" PRIMARY KEY("network","block_number","event_index")
);
--> statement-breakpoint
CREATE INDEX "polkadot_transfers_from_idx" ON "polkadot_transfers" USING btree ("from_key","timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "polkadot_transfers_to_idx" ON "polkadot_transfers" USING btree ("to_key","timestamp" DESC NULLS LAST);