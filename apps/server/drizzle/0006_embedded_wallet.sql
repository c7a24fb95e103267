CREATE TABLE "embedded_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "embedded_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"device_hash" text NOT NULL,
	"approval_token_hash" text,
	"approval_expires_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embedded_devices_approval_token_hash_unique" UNIQUE("approval_token_hash")
);
--> statement-breakpoint
CREATE TABLE "embedded_email_changes" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"new_email" text NOT NULL,
	"primary_verified_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "embedded_mail_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"project_id" text NOT NULL,
	"ip" text NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "embedded_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" text NOT NULL,
	"origin" text NOT NULL,
	"device_hash" text NOT NULL,
	"access_token_hash" text NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"refresh_token_hash" text,
	"refresh_expires_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embedded_sessions_access_token_hash_unique" UNIQUE("access_token_hash"),
	CONSTRAINT "embedded_sessions_refresh_token_hash_unique" UNIQUE("refresh_token_hash")
);
--> statement-breakpoint
CREATE TABLE "embedded_shares" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"auth_share" text NOT NULL,
	"recovery_share" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "embedded_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embedded_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "embedded_codes" ADD CONSTRAINT "embedded_codes_session_id_embedded_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."embedded_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_devices" ADD CONSTRAINT "embedded_devices_user_id_embedded_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."embedded_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_email_changes" ADD CONSTRAINT "embedded_email_changes_session_id_embedded_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."embedded_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_sessions" ADD CONSTRAINT "embedded_sessions_user_id_embedded_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."embedded_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_shares" ADD CONSTRAINT "embedded_shares_user_id_embedded_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."embedded_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "embedded_codes_session_idx" ON "embedded_codes" USING btree ("session_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "embedded_devices_user_device_idx" ON "embedded_devices" USING btree ("user_id","device_hash");--> statement-breakpoint
CREATE INDEX "embedded_mail_log_email_idx" ON "embedded_mail_log" USING btree ("email","sent_at");--> statement-breakpoint
CREATE INDEX "embedded_mail_log_ip_idx" ON "embedded_mail_log" USING btree ("ip","sent_at");--> statement-breakpoint
CREATE INDEX "embedded_mail_log_project_idx" ON "embedded_mail_log" USING btree ("project_id","sent_at");--> statement-breakpoint
CREATE INDEX "embedded_sessions_user_idx" ON "embedded_sessions" USING btree ("user_id");