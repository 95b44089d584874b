CREATE TABLE "banned_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"ban_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_bans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_bans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"brand_id" text NOT NULL,
	"email_hash" text NOT NULL,
	"reason" text NOT NULL,
	"banned_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" bigint,
	"lift_reason" text
);
--> statement-breakpoint
ALTER TABLE "banned_sessions" ADD CONSTRAINT "banned_sessions_ban_id_member_bans_id_fk" FOREIGN KEY ("ban_id") REFERENCES "public"."member_bans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bans" ADD CONSTRAINT "member_bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bans" ADD CONSTRAINT "member_bans_banned_by_staff_id_fk" FOREIGN KEY ("banned_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bans" ADD CONSTRAINT "member_bans_lifted_by_staff_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_bans_active_user_unique" ON "member_bans" USING btree ("user_id") WHERE "member_bans"."lifted_at" is null;--> statement-breakpoint
CREATE INDEX "member_bans_active_email_idx" ON "member_bans" USING btree ("brand_id","email_hash") WHERE "member_bans"."lifted_at" is null;