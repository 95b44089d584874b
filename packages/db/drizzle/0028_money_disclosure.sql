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
ALTER TABLE "disclosure_confirmations" ADD CONSTRAINT "disclosure_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spending_caps" ADD CONSTRAINT "spending_caps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;