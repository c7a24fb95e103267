DROP INDEX "sponsored_operations_sender_idx";--> statement-breakpoint
ALTER TABLE "sponsored_operations" ADD COLUMN "account" text;--> statement-breakpoint
UPDATE "sponsored_operations" SET "account" = "sender";--> statement-breakpoint
ALTER TABLE "sponsored_operations" ALTER COLUMN "account" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsored_operations" ADD COLUMN "cost_wei" numeric(78, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsored_operations" ALTER COLUMN "cost_wei" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "sponsored_operations_account_idx" ON "sponsored_operations" USING btree ("project_id","account","created_at");--> statement-breakpoint
CREATE INDEX "sponsored_operations_project_idx" ON "sponsored_operations" USING btree ("project_id","created_at","cost_wei");
