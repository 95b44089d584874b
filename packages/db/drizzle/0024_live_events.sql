CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_instances" (
	"id" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_presence" (
	"instance_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	CONSTRAINT "live_presence_instance_id_member_id_pk" PRIMARY KEY("instance_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "live_presence" ADD CONSTRAINT "live_presence_instance_id_live_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."live_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_events_member_idx" ON "live_events" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "live_presence_member_idx" ON "live_presence" USING btree ("member_id");