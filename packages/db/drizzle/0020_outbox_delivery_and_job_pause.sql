ALTER TABLE "outbox_messages" ALTER COLUMN "site_host" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ALTER COLUMN "text_body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "state" text DEFAULT 'kept' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "bounce_type" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "bounce_reason" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "bounced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scheduled_jobs" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scheduled_jobs" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_messages_message_id_idx" ON "outbox_messages" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_created_at_index" ON "outbox_messages" USING btree ("created_at");--> statement-breakpoint
-- ADR 0068: text messages join the one delivery log; the kept ones move over before their table goes.
INSERT INTO "outbox_messages" ("site_host", "channel", "to_address", "subject", "text_body", "created_at", "state") SELECT NULL, 'sms', "to_number", '', "body", "created_at", 'kept' FROM "sms_outbox";--> statement-breakpoint
ALTER TABLE "sms_outbox" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "sms_outbox" CASCADE;
