import { describe, expect, it } from "vitest";
import { signedUpClient, TestClient } from "../support/http-client";
import { startFreshServer } from "../support/fresh-server";

// The fake geocoder's "slow" answer comes after 10 s: the server gives up after half a second, not its 3 s.
const server = await startFreshServer({ env: { GEOCODER_TIMEOUT_MS: "500" } });
const baseUrl = server.url;

type Suggestion = { id: string; label: string; street: string; city: string; state: string; postalCode: string };

describe("address search (requirements 7: Nominatim-compatible, limit 5, own User-Agent, empty list on failure, said to be unavailable)", () => {
  it("answers suggestions with the address fields the wizard fills", async () => {
    const { client } = await signedUpClient(baseUrl);
    const before = server.outside.requests.length;
    const response = await client.get("/api/address-search?q=fifth%20avenue");
    expect(response.status).toBe(200);
    const { suggestions } = (await response.json()) as { suggestions: Suggestion[] };
    expect(suggestions).toEqual([
      {
        id: "1002",
        label: "350, Fifth Avenue, Manhattan, New York, New York, 10118, United States",
        street: "350 Fifth Avenue",
        city: "New York",
        state: "New York",
        postalCode: "10118",
      },
    ]);
    // This file's own fake geocoder: nobody else's searches are in its log.
    const sent = server.outside.requests.slice(before);
    expect(sent).toHaveLength(1);
    const [upstream] = sent;
    expect(upstream?.query).toMatchObject({ q: "fifth avenue", format: "json", addressdetails: "1", limit: "5" });
    expect(upstream?.userAgent).toMatch(/^Tipped\//);
  });

  it("falls back from city to town or village", async () => {
    const { client } = await signedUpClient(baseUrl);
    const { suggestions } = (await (await client.get("/api/address-search?q=smallville")).json()) as {
      suggestions: Suggestion[];
    };
    expect(suggestions[0]?.city).toBe("Smallville");
    expect(suggestions[0]?.postalCode).toBe("66002-1234");
  });

  it("caches answers: the same search does not ask again", async () => {
    const { client } = await signedUpClient(baseUrl);
    const before = server.outside.requests.length;
    await client.get("/api/address-search?q=pike%20street");
    await client.get("/api/address-search?q=Pike%20%20Street");
    expect(server.outside.requests.slice(before).map((request) => request.query.q)).toEqual(["pike street"]);
  });

  it("an upstream error answers an empty list marked unavailable, and is not kept: the next search asks again", async () => {
    const { client } = await signedUpClient(baseUrl);
    const before = server.outside.requests.length;
    for (let i = 0; i < 2; i++) {
      const response = await client.get("/api/address-search?q=broken%20street");
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ suggestions: [], unavailable: true });
    }
    expect(server.outside.requests.slice(before)).toHaveLength(2);
    expect(server.output()).toMatch(/Address search failed HTTP 500/);
  });

  it("a search that finds no place answers an empty list, not marked unavailable", async () => {
    const { client } = await signedUpClient(baseUrl);
    const response = await client.get("/api/address-search?q=no%20such%20place");
    expect(await response.json()).toEqual({ suggestions: [] });
  });

  it("an upstream time-out answers an empty list: the server gives up rather than wait for the late answer", async () => {
    const { client } = await signedUpClient(baseUrl);
    const before = server.outside.requests.length;
    const response = await client.get("/api/address-search?q=slow%20street");
    expect(response.status).toBe(200);
    // The fake's late answer has a place in it: an empty list means the server did not wait for it.
    expect(await response.json()).toEqual({ suggestions: [], unavailable: true });
    expect(server.outside.requests.slice(before).map((request) => request.query.q)).toEqual(["slow street"]);
    expect(server.output()).toMatch(/Address search failed .*timeout/);
  });

  it("needs a signed-in user", async () => {
    const response = await new TestClient(baseUrl).get("/api/address-search?q=fifth");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Sign in first" });
  });

  it("refuses a too-short query with a message", async () => {
    const { client } = await signedUpClient(baseUrl);
    const response = await client.get("/api/address-search?q=ab");
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe("Type at least 3 characters");
  });
});
