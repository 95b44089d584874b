CREATE TABLE "case_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"case_kind" text NOT NULL,
	"case_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"staff_id" bigint NOT NULL,
	"to_address" text,
	"subject" text,
	"body" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "reviewed_by" bigint;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "assigned_to" bigint;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "assigned_to" bigint;--> statement-breakpoint
ALTER TABLE "case_entries" ADD CONSTRAINT "case_entries_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_entries_case_idx" ON "case_entries" USING btree ("case_kind","case_id","id");--> statement-breakpoint
CREATE INDEX "photos_queue_idx" ON "photos" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "reports_queue_idx" ON "reports" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "complaints_status_idx" ON "complaints" USING btree ("status","id");