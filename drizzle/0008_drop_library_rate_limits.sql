-- Tipped's own limits now count in better-auth's "rate_limit" table; rate-limiter-flexible's table (created by the
-- library at its first use, on PostgreSQL only) holds nothing anyone reads.
DROP TABLE IF EXISTS "rate_limits";
