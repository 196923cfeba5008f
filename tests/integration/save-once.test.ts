import { describe, expect, it } from "vitest";
import { completedPerformer, signedUpClient, TestClient, VALID_REQUIRED_INFO } from "../support/http-client";
import { startFreshServer } from "../support/fresh-server";

/** A retried save is applied once: a form's save key counts once, however often it comes. */
const server = await startFreshServer();
const baseUrl = server.url;

const KEY_A = "a".repeat(32);
const KEY_B = "b".repeat(32);

describe("a save sent again with its key is not applied again", () => {
  it("edit page: a late copy of an earlier save does not undo a later one", async () => {
    const { client, uid } = await completedPerformer(baseUrl);
    const save = (saveKey: string, description: string) =>
      client.postForm(`/profile/${uid}/edit`, { ...VALID_REQUIRED_INFO, description, saveKey });
    const page = async () => (await new TestClient(baseUrl).get(`/profile/${uid}`)).text();

    expect((await save(KEY_A, "First words.")).status).toBe(302);
    expect(await page()).toContain("First words.");
    expect((await save(KEY_B, "Second words.")).status).toBe(302);
    // The first save's answer was lost; the browser sends it again: answered as saved, and not applied again.
    const retry = await save(KEY_A, "First words.");
    expect(retry.status).toBe(302);
    expect(retry.headers.get("location")).toBe(`/profile/${uid}`);
    const html = await page();
    expect(html).toContain("Second words.");
    expect(html).not.toContain("First words.");
  });

  it("wizard step 2: a repeated Next goes on to step 3 and leaves a later change alone", async () => {
    const { client } = await signedUpClient(baseUrl);
    const next = (saveKey: string, firstName: string) =>
      client.postForm("/signup?step=2", { intent: "required-info", ...VALID_REQUIRED_INFO, firstName, saveKey });
    expect((await next(KEY_A, "Rosa")).status).toBe(302);
    expect((await next(KEY_B, "Rosalind")).status).toBe(302);
    const retry = await next(KEY_A, "Rosa");
    expect(retry.headers.get("location")).toBe("/signup?step=3");
    expect(await (await client.get("/signup?step=2")).text()).toContain('value="Rosalind"');
  });

  it("keys are per account: another performer's same key is their own save", async () => {
    const first = await signedUpClient(baseUrl);
    const second = await signedUpClient(baseUrl);
    for (const { client } of [first, second]) {
      const response = await client.postForm("/signup?step=2", {
        intent: "required-info",
        ...VALID_REQUIRED_INFO,
        firstName: "Shared",
        saveKey: KEY_A,
      });
      expect(response.status).toBe(302);
      expect(await (await client.get("/signup?step=2")).text()).toContain('value="Shared"');
    }
  });
});
