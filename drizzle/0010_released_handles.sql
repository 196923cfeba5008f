CREATE TABLE "released_handles" (
	"handle" text PRIMARY KEY NOT NULL,
	"last_owner_uid" text,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "released_handles" ADD CONSTRAINT "released_handles_last_owner_uid_user_id_fk" FOREIGN KEY ("last_owner_uid") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;