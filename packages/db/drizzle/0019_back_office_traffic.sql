CREATE TABLE "conversions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"brand_id" text NOT NULL,
	"event" text NOT NULL,
	"network" text DEFAULT '' NOT NULL,
	"ref" text DEFAULT '' NOT NULL,
	"sub1" text DEFAULT '' NOT NULL,
	"sub2" text DEFAULT '' NOT NULL,
	"sub3" text DEFAULT '' NOT NULL,
	"amount_minor" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postback_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "postback_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"postback_id" bigint NOT NULL,
	"attempt" integer NOT NULL,
	"status_code" integer,
	"error" text,
	"attempted_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postback_templates" (
	"network" text PRIMARY KEY NOT NULL,
	"url_template" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "postbacks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "postbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job_id" bigint NOT NULL,
	"conversion_id" bigint NOT NULL,
	"network" text NOT NULL,
	"event" text NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queued_jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "queued_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lander_visits" (
	"brand_id" text NOT NULL,
	"day" date NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lander_visits_brand_id_day_pk" PRIMARY KEY("brand_id","day")
);
--> statement-breakpoint
CREATE TABLE "member_activity_days" (
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"brand_id" text NOT NULL,
	CONSTRAINT "member_activity_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postback_attempts" ADD CONSTRAINT "postback_attempts_postback_id_postbacks_id_fk" FOREIGN KEY ("postback_id") REFERENCES "public"."postbacks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postback_templates" ADD CONSTRAINT "postback_templates_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postbacks" ADD CONSTRAINT "postbacks_job_id_queued_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."queued_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postbacks" ADD CONSTRAINT "postbacks_conversion_id_conversions_id_fk" FOREIGN KEY ("conversion_id") REFERENCES "public"."conversions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_activity_days" ADD CONSTRAINT "member_activity_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversions_occurred_idx" ON "conversions" USING btree ("occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversions_user_event_unique" ON "conversions" USING btree ("user_id","event");--> statement-breakpoint
CREATE INDEX "postback_attempts_postback_idx" ON "postback_attempts" USING btree ("postback_id","attempt");--> statement-breakpoint
CREATE INDEX "postbacks_network_idx" ON "postbacks" USING btree ("network","id");--> statement-breakpoint
CREATE INDEX "queued_jobs_due_idx" ON "queued_jobs" USING btree ("run_at","id") WHERE "queued_jobs"."done_at" is null and "queued_jobs"."failed_at" is null;