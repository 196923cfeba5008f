CREATE TABLE "unfinished_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_uid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unfinished_uploads" ADD CONSTRAINT "unfinished_uploads_owner_uid_user_id_fk" FOREIGN KEY ("owner_uid") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unfinished_uploads_owner_idx" ON "unfinished_uploads" USING btree ("owner_uid","created_at");