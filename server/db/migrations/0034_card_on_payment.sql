ALTER TABLE "payment_transactions" ADD COLUMN "card_brand" varchar(20);--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "card_last4" varchar(4);