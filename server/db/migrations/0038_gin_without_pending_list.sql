-- GIN indexes without a pending list (GIN_WITHOUT_PENDING_LIST in schema/directory-common.ts): set in
-- place rather than rebuilt, and what waits in each list now is merged into its index.
-- gin_clean_pending_list works inside the migration's transaction, where VACUUM cannot.
ALTER INDEX "search_words_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "events_search_vector_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "events_search_text_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "events_name_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "events_search_pairs_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "schools_search_vector_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "schools_search_text_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "schools_name_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "schools_search_pairs_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "schools_levels_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "schools_styles_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "teachers_search_vector_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "teachers_search_text_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "teachers_name_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "teachers_search_pairs_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "teachers_styles_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('search_words_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('events_search_vector_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('events_search_text_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('events_name_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('events_search_pairs_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('schools_search_vector_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('schools_search_text_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('schools_name_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('schools_search_pairs_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('schools_levels_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('schools_styles_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('teachers_search_vector_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('teachers_search_text_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('teachers_name_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('teachers_search_pairs_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('teachers_styles_idx'::regclass);
