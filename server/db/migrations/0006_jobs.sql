CREATE TABLE "job_effects" (
	"key" text PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
