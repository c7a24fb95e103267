ALTER TABLE "siwx_sessions" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "siwx_sessions" ADD CONSTRAINT "siwx_sessions_token_hash_unique" UNIQUE("token_hash");