CREATE TABLE "payment_rejections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_rejections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"reason" text NOT NULL,
	"event_id" text,
	"payment_id" bigint,
	"status" text,
	"amount_minor" integer,
	"currency" text,
	"sender_ip" text,
	"detail" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_events" ALTER COLUMN "amount_minor" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ALTER COLUMN "currency" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_rejections_payment_idx" ON "payment_rejections" USING btree ("payment_id","received_at");--> statement-breakpoint
CREATE INDEX "payment_rejections_received_idx" ON "payment_rejections" USING btree ("received_at");