CREATE TABLE "sponsored_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"caip_network_id" text NOT NULL,
	"sender" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "sponsorship" jsonb;--> statement-breakpoint
ALTER TABLE "sponsored_operations" ADD CONSTRAINT "sponsored_operations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sponsored_operations_sender_idx" ON "sponsored_operations" USING btree ("project_id","sender","created_at");--> statement-breakpoint
UPDATE "projects" SET "sponsorship" = '{}'::jsonb;
