CREATE TABLE "credit_debts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_debts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"credits" integer NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "credit_debts_paid_within" CHECK ("credit_debts"."credits" > 0 and "credit_debts"."paid" >= 0 and "credit_debts"."paid" <= "credit_debts"."credits")
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payment_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"staff_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "disclosure_confirmations" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spending_caps" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"cap_minor" integer,
	"previous_minor" integer,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "age_checks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "age_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"country" text NOT NULL,
	"result" text DEFAULT 'pending' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "performer_records" (
	"persona_id" bigint PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"other_names" text DEFAULT '' NOT NULL,
	"date_of_birth" date NOT NULL,
	"id_document_type" text NOT NULL,
	"id_document_number" text NOT NULL,
	"id_issuer" text NOT NULL,
	"production_date" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
ALTER TABLE "personas" ADD COLUMN "explicit_media" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "payment_id" bigint;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "credits_owed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_debts" ADD CONSTRAINT "credit_debts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_debts" ADD CONSTRAINT "credit_debts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosure_confirmations" ADD CONSTRAINT "disclosure_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spending_caps" ADD CONSTRAINT "spending_caps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "age_checks" ADD CONSTRAINT "age_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performer_records" ADD CONSTRAINT "performer_records_persona_id_personas_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."personas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performer_records" ADD CONSTRAINT "performer_records_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_debts_payment_uq" ON "credit_debts" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "credit_debts_user_idx" ON "credit_debts" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_payment_uq" ON "refund_requests" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refund_requests_status_idx" ON "refund_requests" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "age_checks_provider_ref_unique" ON "age_checks" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "age_checks_user_idx" ON "age_checks" USING btree ("user_id","method");--> statement-breakpoint
CREATE INDEX "credit_ledger_payment_idx" ON "credit_ledger" USING btree ("payment_id");