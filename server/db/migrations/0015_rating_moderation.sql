ALTER TABLE "school_ratings" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "school_ratings" ADD COLUMN "hidden_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "school_ratings" ADD COLUMN "hidden_by" integer;--> statement-breakpoint
ALTER TABLE "school_ratings" ADD CONSTRAINT "school_ratings_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;