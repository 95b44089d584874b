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
ALTER TABLE "age_checks" ADD CONSTRAINT "age_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performer_records" ADD CONSTRAINT "performer_records_persona_id_personas_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."personas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performer_records" ADD CONSTRAINT "performer_records_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "age_checks_provider_ref_unique" ON "age_checks" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "age_checks_user_idx" ON "age_checks" USING btree ("user_id","method");