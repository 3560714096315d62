CREATE TABLE "staff_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(40) NOT NULL,
	"key" varchar(160) NOT NULL,
	"subject_kind" varchar(30) NOT NULL,
	"subject_id" integer NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer
);
--> statement-breakpoint
ALTER TABLE "spent_refresh_tokens" ADD COLUMN "successor" text;--> statement-breakpoint
ALTER TABLE "staff_tasks" ADD CONSTRAINT "staff_tasks_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_tasks_open_key_idx" ON "staff_tasks" USING btree ("key") WHERE "staff_tasks"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "staff_tasks_created_idx" ON "staff_tasks" USING btree ("created_at");