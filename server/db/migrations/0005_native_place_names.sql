ALTER TABLE "regions" ADD COLUMN "name_local" varchar(200);--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "local_name" varchar(200);--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "local_address" text;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "local_name" varchar(200);--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "local_address" text;