CREATE TABLE "spent_refresh_tokens" (
	"refresh_token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"family" varchar(32) NOT NULL,
	"spent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oauth_tokens" ADD COLUMN "family" varchar(32);--> statement-breakpoint
CREATE INDEX "spent_refresh_tokens_spent_idx" ON "spent_refresh_tokens" USING btree ("spent_at");--> statement-breakpoint
CREATE INDEX "oauth_tokens_family_idx" ON "oauth_tokens" USING btree ("family");