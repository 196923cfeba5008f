DROP TABLE "request_limits" CASCADE;--> statement-breakpoint
-- Client addresses kept before issue 15 go: better-auth's counters were keyed by address, sessions held it.
DELETE FROM "rate_limit";--> statement-breakpoint
UPDATE "session" SET "ip_address" = NULL WHERE "ip_address" IS NOT NULL;
--> statement-breakpoint
-- rate-limiter-flexible's own counters (keyed by address until now): it creates the table again on first use.
DROP TABLE IF EXISTS "rate_limits";
