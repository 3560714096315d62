ALTER TABLE "schools" ADD COLUMN "membership_type" varchar(10);--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "currency" varchar(3);--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "language" varchar(5);--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "review_message" text;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "training_school_name" varchar(200);--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "training_school_id" integer;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "membership_type" varchar(10);--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "currency" varchar(3);--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "language" varchar(5);--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "review_message" text;--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_training_school_id_schools_id_fk" FOREIGN KEY ("training_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;