CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" varchar(200) NOT NULL,
	"message" text NOT NULL,
	"email" varchar(254) NOT NULL,
	"lang" varchar(2) NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_key" varchar(40) NOT NULL,
	"question" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_amounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"fee_type" varchar(10) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"audience" varchar(10) NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" varchar(20) NOT NULL,
	"rating" smallint,
	"message" text NOT NULL,
	"email" varchar(254),
	"lang" varchar(2) NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_event_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(120) NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"location" jsonb NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"role" jsonb NOT NULL,
	"bio" jsonb NOT NULL,
	"photo" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"role" jsonb NOT NULL,
	"quote" jsonb NOT NULL,
	"country" varchar(2),
	"rating" smallint DEFAULT 5 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"category" varchar(30) NOT NULL,
	"provider" varchar(20) DEFAULT 'youtube' NOT NULL,
	"external_id" varchar(64) NOT NULL,
	"duration_seconds" integer NOT NULL,
	"members_only" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_amounts" ADD CONSTRAINT "fee_amounts_item_id_fee_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."fee_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_entries" ADD CONSTRAINT "feedback_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_event_applications" ADD CONSTRAINT "platform_event_applications_event_id_platform_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."platform_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_event_applications" ADD CONSTRAINT "platform_event_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "faq_entries_group_idx" ON "faq_entries" USING btree ("group_key","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_amounts_item_type_currency_idx" ON "fee_amounts" USING btree ("item_id","fee_type","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_items_code_idx" ON "fee_items" USING btree ("code");--> statement-breakpoint
CREATE INDEX "feedback_entries_created_idx" ON "feedback_entries" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_event_applications_once_idx" ON "platform_event_applications" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_events_slug_idx" ON "platform_events" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "platform_events_starts_idx" ON "platform_events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "videos_list_idx" ON "videos" USING btree ("members_only","published_at");