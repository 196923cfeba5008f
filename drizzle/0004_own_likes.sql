CREATE TABLE "profile_likes" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"profile_uid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_likes" ADD CONSTRAINT "profile_likes_profile_uid_user_id_fk" FOREIGN KEY ("profile_uid") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_likes_profile_uid_idx" ON "profile_likes" USING btree ("profile_uid");