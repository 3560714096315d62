CREATE TABLE "payment_events" (
	"processor" varchar(20) NOT NULL,
	"event_id" varchar(255) NOT NULL,
	"type" varchar(100) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_processor_event_id_pk" PRIMARY KEY("processor","event_id")
);
--> statement-breakpoint
CREATE TABLE "test_processor_sessions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"idempotency_key" varchar(200) NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"description" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" varchar(20) NOT NULL,
	"card_brand" varchar(20),
	"card_last4" varchar(4),
	"last_error" varchar(100),
	"charge_reference" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "test_processor_sessions_key_idx" ON "test_processor_sessions" USING btree ("idempotency_key");