CREATE INDEX "events_start_idx" ON "events" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "teachers_viewers_idx" ON "teachers" USING btree ("viewers");