import type { PendingHit } from "~/.server/analytics/batch-statement";

/** A valid profile view waiting to be stored, for tests: `overrides` change what a test is about. */
export const pendingHit = (profileId: string, overrides: Partial<PendingHit> = {}): PendingHit => ({
  profileId,
  type: "profile_view",
  timestamp: "2026-11-23T12:00:00.000Z",
  visitorId: "visitor_1763870000000_abc123",
  userAgent: "test",
  referrer: "direct",
  linkType: null,
  linkUrl: null,
  amount: null,
  city: null,
  region: null,
  country: null,
  location: "Unknown",
  pitch: null,
  ...overrides,
});
