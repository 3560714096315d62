CREATE TABLE "event_custom_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"image" text NOT NULL,
	"caption" varchar(300),
	"order" integer DEFAULT 0 NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_instructors" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_option_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"name_en" varchar(120) NOT NULL,
	"name_th" varchar(120) NOT NULL,
	"name_zh" varchar(120) NOT NULL,
	"name_hi" varchar(120) NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_option_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "event_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"code" varchar(60) NOT NULL,
	"name_en" varchar(120) NOT NULL,
	"name_th" varchar(120) NOT NULL,
	"name_zh" varchar(120) NOT NULL,
	"name_hi" varchar(120) NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_selected_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"option_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"subject" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_time" time,
	"end_time" time,
	"price" integer DEFAULT 0 NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"registration_limit" integer,
	"image" text,
	"free_time_activities" text,
	"accept_eyep" boolean DEFAULT false NOT NULL,
	"accept_ce" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"address" text,
	"contact_name" varchar(200),
	"contact_email" varchar(254),
	"contact_phone" varchar(40),
	"country_id" integer,
	"region_id" integer,
	"city" varchar(120),
	"latitude" double precision,
	"longitude" double precision,
	"name_search" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(search_text, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_views" (
	"kind" varchar(10) NOT NULL,
	"profile_id" integer NOT NULL,
	"visitor" varchar(64) NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"kind" varchar(40) NOT NULL,
	"file_key" text NOT NULL,
	"file_name" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_gallery" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"image" text NOT NULL,
	"description" varchar(500),
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_graduates" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"graduate_number" varchar(60) NOT NULL,
	"name" varchar(200) NOT NULL,
	"graduation_date" date NOT NULL,
	"teacher_level" text[] DEFAULT '{}'::text[] NOT NULL,
	"style_of_yoga" text[] DEFAULT '{}'::text[] NOT NULL,
	"teacher_apply_type" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_instructors" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"certification" varchar(200),
	"years_teaching" integer,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"slug" varchar(120) NOT NULL,
	"name" varchar(200) NOT NULL,
	"address" text,
	"email" varchar(254),
	"phone" varchar(40),
	"website" varchar(300),
	"facebook" varchar(300),
	"twitter" varchar(300),
	"instagram" varchar(300),
	"youtube" varchar(300),
	"linkedin" varchar(300),
	"tiktok" varchar(300),
	"owner_name" varchar(200),
	"primary_contact_name" varchar(200),
	"primary_contact_email" varchar(254),
	"primary_contact_phone" varchar(40),
	"designation" varchar(120),
	"levels" text[] DEFAULT '{}'::text[] NOT NULL,
	"additional_levels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"other_level" varchar(200),
	"other_level_hours" integer,
	"training_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"styles" text[] DEFAULT '{}'::text[] NOT NULL,
	"style_description" text,
	"number_of_teachers" integer,
	"main_teacher_hours" integer,
	"issues_certificate" boolean DEFAULT false NOT NULL,
	"introduction" text,
	"wya_school_id" varchar(40),
	"cover_image" text,
	"logo" text,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"member_since" date,
	"valid_until" date,
	"viewers" integer DEFAULT 0 NOT NULL,
	"country_id" integer,
	"region_id" integer,
	"city" varchar(120),
	"latitude" double precision,
	"longitude" double precision,
	"name_search" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(search_text, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"kind" varchar(40) NOT NULL,
	"file_key" text NOT NULL,
	"file_name" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_gallery" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"image" text NOT NULL,
	"description" varchar(500),
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teachers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"slug" varchar(120) NOT NULL,
	"display_name" varchar(200) NOT NULL,
	"headline" varchar(200),
	"introduction" text,
	"wya_teacher_id" varchar(40),
	"years_teaching" integer,
	"teaching_hours" integer,
	"registration_type" varchar(10),
	"registration_level" varchar(10),
	"styles" text[] DEFAULT '{}'::text[] NOT NULL,
	"email" varchar(254),
	"phone" varchar(40),
	"website" varchar(300),
	"facebook" varchar(300),
	"twitter" varchar(300),
	"instagram" varchar(300),
	"youtube" varchar(300),
	"linkedin" varchar(300),
	"tiktok" varchar(300),
	"photo" text,
	"cover_image" text,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"member_since" date,
	"valid_until" date,
	"viewers" integer DEFAULT 0 NOT NULL,
	"country_id" integer,
	"region_id" integer,
	"city" varchar(120),
	"latitude" double precision,
	"longitude" double precision,
	"name_search" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(search_text, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_custom_options" ADD CONSTRAINT "event_custom_options_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_custom_options" ADD CONSTRAINT "event_custom_options_category_id_event_option_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."event_option_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_images" ADD CONSTRAINT "event_images_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_instructors" ADD CONSTRAINT "event_instructors_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_instructors" ADD CONSTRAINT "event_instructors_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_options" ADD CONSTRAINT "event_options_category_id_event_option_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."event_option_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_selected_options" ADD CONSTRAINT "event_selected_options_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_selected_options" ADD CONSTRAINT "event_selected_options_option_id_event_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."event_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_documents" ADD CONSTRAINT "school_documents_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_gallery" ADD CONSTRAINT "school_gallery_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_graduates" ADD CONSTRAINT "school_graduates_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_instructors" ADD CONSTRAINT "school_instructors_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_ratings" ADD CONSTRAINT "school_ratings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_ratings" ADD CONSTRAINT "school_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_documents" ADD CONSTRAINT "teacher_documents_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_gallery" ADD CONSTRAINT "teacher_gallery_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_custom_options_event_idx" ON "event_custom_options" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_images_event_idx" ON "event_images" USING btree ("event_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "event_instructors_event_teacher_idx" ON "event_instructors" USING btree ("event_id","teacher_id");--> statement-breakpoint
CREATE INDEX "event_instructors_teacher_idx" ON "event_instructors" USING btree ("teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_options_category_code_idx" ON "event_options" USING btree ("category_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "event_selected_options_unique_idx" ON "event_selected_options" USING btree ("event_id","option_id");--> statement-breakpoint
CREATE INDEX "events_school_idx" ON "events" USING btree ("school_id","start_date");--> statement-breakpoint
CREATE INDEX "events_dates_idx" ON "events" USING btree ("is_active","end_date","start_date");--> statement-breakpoint
CREATE INDEX "events_country_idx" ON "events" USING btree ("country_id","region_id");--> statement-breakpoint
CREATE INDEX "events_search_vector_idx" ON "events" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "events_search_text_trgm_idx" ON "events" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_name_trgm_idx" ON "events" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "profile_views_unique_idx" ON "profile_views" USING btree ("kind","profile_id","visitor","day");--> statement-breakpoint
CREATE INDEX "school_documents_school_idx" ON "school_documents" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "school_gallery_school_idx" ON "school_gallery" USING btree ("school_id","order");--> statement-breakpoint
CREATE INDEX "school_graduates_school_idx" ON "school_graduates" USING btree ("school_id","graduation_date");--> statement-breakpoint
CREATE INDEX "school_instructors_school_idx" ON "school_instructors" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "school_ratings_school_user_idx" ON "school_ratings" USING btree ("school_id","user_id");--> statement-breakpoint
CREATE INDEX "school_ratings_school_created_idx" ON "school_ratings" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "schools_slug_idx" ON "schools" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "schools_user_idx" ON "schools" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "schools_public_idx" ON "schools" USING btree ("status","valid_until");--> statement-breakpoint
CREATE INDEX "schools_country_idx" ON "schools" USING btree ("country_id","region_id");--> statement-breakpoint
CREATE INDEX "schools_viewers_idx" ON "schools" USING btree ("viewers");--> statement-breakpoint
CREATE INDEX "schools_search_vector_idx" ON "schools" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "schools_search_text_trgm_idx" ON "schools" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "schools_name_trgm_idx" ON "schools" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "schools_levels_idx" ON "schools" USING gin ("levels");--> statement-breakpoint
CREATE INDEX "schools_styles_idx" ON "schools" USING gin ("styles");--> statement-breakpoint
CREATE INDEX "teacher_documents_teacher_idx" ON "teacher_documents" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "teacher_gallery_teacher_idx" ON "teacher_gallery" USING btree ("teacher_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "teachers_slug_idx" ON "teachers" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "teachers_user_idx" ON "teachers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "teachers_public_idx" ON "teachers" USING btree ("status","valid_until");--> statement-breakpoint
CREATE INDEX "teachers_country_idx" ON "teachers" USING btree ("country_id","region_id");--> statement-breakpoint
CREATE INDEX "teachers_hours_idx" ON "teachers" USING btree ("teaching_hours");--> statement-breakpoint
CREATE INDEX "teachers_search_vector_idx" ON "teachers" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "teachers_search_text_trgm_idx" ON "teachers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teachers_name_trgm_idx" ON "teachers" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teachers_styles_idx" ON "teachers" USING gin ("styles");