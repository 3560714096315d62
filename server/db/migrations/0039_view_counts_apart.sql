CREATE TABLE "profile_view_counts" (
	"kind" varchar(10) NOT NULL,
	"profile_id" integer NOT NULL,
	"viewers" integer DEFAULT 0 NOT NULL,
	"ranked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "profile_view_counts_kind_profile_id_pk" PRIMARY KEY("kind","profile_id")
);
--> statement-breakpoint
CREATE INDEX "profile_view_counts_due_idx" ON "profile_view_counts" USING btree ("kind","profile_id") WHERE "profile_view_counts"."viewers" <> "profile_view_counts"."ranked";--> statement-breakpoint
-- The counts so far are the listings' own, already ranked (decision 0060).
INSERT INTO "profile_view_counts" ("kind", "profile_id", "viewers", "ranked")
  SELECT 'school', "id", "viewers", "viewers" FROM "schools" WHERE "viewers" > 0
  UNION ALL SELECT 'teacher', "id", "viewers", "viewers" FROM "teachers" WHERE "viewers" > 0;
