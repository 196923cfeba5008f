CREATE TABLE "performance_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" text NOT NULL,
	"pitch_id" uuid,
	"event_id" text,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"tips" integer DEFAULT 0 NOT NULL,
	"tip_amount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pitch_daily" (
	"profile_id" text NOT NULL,
	"pitch_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"tips" integer DEFAULT 0 NOT NULL,
	"tip_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "pitch_daily_profile_id_pitch_id_day_pk" PRIMARY KEY("profile_id","pitch_id","day")
);
--> statement-breakpoint
CREATE TABLE "pitches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "pitches_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "pitch_id" uuid;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "session_id" uuid;--> statement-breakpoint
ALTER TABLE "tips" ADD COLUMN "pitch_id" uuid;--> statement-breakpoint
ALTER TABLE "tips" ADD COLUMN "session_id" uuid;--> statement-breakpoint
ALTER TABLE "performance_sessions" ADD CONSTRAINT "performance_sessions_profile_id_recipients_owner_uid_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."recipients"("owner_uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_sessions" ADD CONSTRAINT "performance_sessions_pitch_id_pitches_id_fk" FOREIGN KEY ("pitch_id") REFERENCES "public"."pitches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_daily" ADD CONSTRAINT "pitch_daily_profile_id_recipients_owner_uid_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."recipients"("owner_uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_daily" ADD CONSTRAINT "pitch_daily_pitch_id_pitches_id_fk" FOREIGN KEY ("pitch_id") REFERENCES "public"."pitches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_profile_id_recipients_owner_uid_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."recipients"("owner_uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "performance_sessions_open_idx" ON "performance_sessions" USING btree ("profile_id") WHERE "performance_sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "performance_sessions_profile_started_idx" ON "performance_sessions" USING btree ("profile_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "pitches_profile_name_idx" ON "pitches" USING btree ("profile_id",lower("name")) WHERE "pitches"."archived_at" is null;