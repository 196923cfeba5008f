ALTER TABLE "recipients" ADD COLUMN "monzo_url" text;--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "revolut_url" text;--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "bunq_url" text;--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "swish_number" text;--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "upi_id" text;--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "pix_key" text;--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "pix_city" text;--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "iban" text;--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "payee_name" text;--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;