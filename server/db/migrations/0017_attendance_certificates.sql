CREATE TABLE "attendance_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(10) NOT NULL,
	"booking_id" integer,
	"user_id" integer NOT NULL,
	"member_name" varchar(300) NOT NULL,
	"event_subject" varchar(200) NOT NULL,
	"school_name" varchar(300) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"minutes" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "attendance_certificates" ADD CONSTRAINT "attendance_certificates_booking_id_event_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."event_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_certificates" ADD CONSTRAINT "attendance_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_certificates_code_idx" ON "attendance_certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_certificates_booking_idx" ON "attendance_certificates" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "attendance_certificates_user_idx" ON "attendance_certificates" USING btree ("user_id","start_date");