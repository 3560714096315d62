CREATE TABLE "reference_data_loads" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
