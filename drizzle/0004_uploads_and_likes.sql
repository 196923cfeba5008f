CREATE TABLE "profile_likes" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"profile_uid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unfinished_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_uid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_likes" ADD CONSTRAINT "profile_likes_profile_uid_user_id_fk" FOREIGN KEY ("profile_uid") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unfinished_uploads" ADD CONSTRAINT "unfinished_uploads_owner_uid_user_id_fk" FOREIGN KEY ("owner_uid") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_likes_profile_uid_idx" ON "profile_likes" USING btree ("profile_uid");--> statement-breakpoint
CREATE INDEX "unfinished_uploads_owner_idx" ON "unfinished_uploads" USING btree ("owner_uid","created_at");