CREATE TABLE "graduate_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"graduate_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "graduate_claims" ADD CONSTRAINT "graduate_claims_graduate_id_school_graduates_id_fk" FOREIGN KEY ("graduate_id") REFERENCES "public"."school_graduates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graduate_claims" ADD CONSTRAINT "graduate_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "graduate_claims_open_idx" ON "graduate_claims" USING btree ("graduate_id") WHERE "graduate_claims"."status" in ('pending', 'confirmed');--> statement-breakpoint
CREATE INDEX "graduate_claims_user_idx" ON "graduate_claims" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "school_graduates_number_idx" ON "school_graduates" USING btree ("school_id",lower("graduate_number"));