CREATE TABLE "profile_saves" (
	"save_key" text PRIMARY KEY NOT NULL,
	"owner_uid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_saves" ADD CONSTRAINT "profile_saves_owner_uid_user_id_fk" FOREIGN KEY ("owner_uid") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_saves_owner_uid_idx" ON "profile_saves" USING btree ("owner_uid");