ALTER TABLE "unfinished_uploads" ADD COLUMN "client_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "unfinished_uploads" ADD COLUMN "bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "unfinished_uploads_client_idx" ON "unfinished_uploads" USING btree ("client_key","created_at");