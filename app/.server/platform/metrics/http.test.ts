import { describe, expect, it } from "vitest";
import { routeFamily } from "./http";

describe("routeFamily", () => {
  it.each([
    ["/api/analytics/hit", "hit"],
    ["/api/auth/sign-in/email", "auth"],
    ["/api/health", "health"],
    ["/api/live", "health"],
    ["/api/profiles/abc/likes", "api"],
    ["/uploads/profile", "upload"],
    ["/uploads/tus/123", "upload"],
    ["/media/recipients/u/profile/x/640.webp", "media"],
    ["/profile/abc", "profile"],
    ["/profile/abc/card.png", "profile"],
    ["/@someone", "profile"],
    ["/metrics", "metrics"],
    ["/assets/entry-abc.js", "static"],
    ["/favicon.ico", "static"],
    ["/", "page"],
    ["/dashboard", "page"],
    ["/some/unknown/path", "page"],
  ])("%s is %s", (path, family) => {
    expect(routeFamily(path)).toBe(family);
  });
});
