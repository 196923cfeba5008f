import { describe, expect, it } from "vitest";
import { createLocator, UNKNOWN_LOCATION } from "./location";

describe("createLocator (DB-IP City Lite from the npm package)", () => {
  const locate = createLocator();
  it("finds a public address's country", async () => {
    expect(await locate("81.2.69.160")).toEqual({ city: "London", region: "England", country: "GB", location: "London, England, GB" });
    expect((await locate("2001:4860:4860::8888")).country).toMatch(/^[A-Z]{2}$/);
  });
  it("answers Unknown for private, loopback and malformed addresses", async () => {
    for (const ip of ["127.0.0.1", "::1", "192.168.1.10", "unknown", ""]) expect(await locate(ip)).toEqual(UNKNOWN_LOCATION);
  });
  it("answers Unknown when the database cannot be opened", async () => {
    const missing = createLocator({ folder: "/nonexistent-folder", timeoutMs: 50 });
    expect(await missing("8.8.8.8")).toEqual(UNKNOWN_LOCATION);
  });
});
