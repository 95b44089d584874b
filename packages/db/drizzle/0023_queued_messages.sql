ALTER TABLE "outbox_messages" ADD COLUMN "envelope" jsonb;--> statement-breakpoint
-- ADR 0073: the queue is worked by every instance's worker, no longer by a scheduled job.
DELETE FROM "scheduled_jobs" WHERE "name" = 'job-queue';
