CREATE TABLE "company_info" (
	"id" integer PRIMARY KEY NOT NULL,
	"info" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
