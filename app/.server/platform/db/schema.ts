/**
 * The one database schema (PGlite and PostgreSQL alike), each feature's tables in its own folder. Every entity of
 * requirements 3 lives in one of them. drizzle-kit reads this file (drizzle.config.ts).
 */
export * from "../../accounts/schema";
export * from "../../admin/schema";
export * from "../../analytics/schema";
export * from "../../media/schema";
export * from "../../profiles/schema";
export * from "../../tips/schema";
export * from "../../fans/schema";
export * from "../../pitches/schema";
