import { describe, expect, it } from "vitest";
import { completedPerformer, signedUpClient, TestClient, VALID_REQUIRED_INFO } from "../support/http-client";
import { startFreshServer } from "../support/fresh-server";

const server = await startFreshServer();
const baseUrl = server.url;

describe("wizard step 2 without JavaScript (requirements 4, 5)", () => {
  it("shows every wizard message at once for an empty form", async () => {
    const { client } = await signedUpClient(baseUrl);
    const response = await client.postForm("/signup?step=2", { intent: "required-info" });
    expect(response.status).toBe(400);
    const html = await response.text();
    for (const message of [
      "First name required",
      "Last name required",
      "Alt / stage name required",
      "Phone: 10-15 digits",
      "Street required",
      "City required",
      "State required",
      "ZIP must be 5 digits",
      "Pick a plan",
    ]) {
      expect(html).toContain(message);
    }
  });

  it("requires a tax id when a wallet is ticked", async () => {
    const { client } = await signedUpClient(baseUrl);
    const response = await client.postForm("/signup?step=2", {
      intent: "required-info",
      ...VALID_REQUIRED_INFO,
      acceptsGooglePay: "on",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Tax ID required for Pay platforms");
  });

  it("moves to step 3 when valid, and step 3 cannot be skipped to", async () => {
    const { client } = await signedUpClient(baseUrl);
    const early = await client.get("/signup?step=3");
    expect(await early.text()).toContain("Required Info");
    const response = await client.postForm("/signup?step=2", { intent: "required-info", ...VALID_REQUIRED_INFO });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/signup?step=3");
    const step3 = await (await client.get("/signup?step=3")).text();
    expect(step3).toContain("Optional Details");
  });

  it("a signed-out visitor cannot post step 2", async () => {
    const response = await new TestClient(baseUrl).postForm("/signup?step=2", {
      intent: "required-info",
      ...VALID_REQUIRED_INFO,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/signup");
  });
});

describe("Finish (requirements 4)", () => {
  it("canonicalises links, completes the profile and goes to /dashboard", async () => {
    const { client, uid } = await completedPerformer(baseUrl, {
      description: "Jazz saxophone at Union Square",
      venmoUrl: "@saxmaya",
      payPalUrl: "https://www.paypal.com/paypalme/saxmaya",
      cashAppTag: "$SaxMaya",
      instagramUrl: "instagram.com/saxmaya?igsh=abc",
      genres: "Jazz",
      "tags[0]": "saxophone",
    });
    expect((await client.get("/signup")).headers.get("location")).toBe("/dashboard");
    const page = await (await new TestClient(baseUrl).get(`/profile/${uid}`)).text();
    expect(page).toContain('href="https://venmo.com/u/saxmaya"');
    expect(page).toContain('href="https://paypal.me/saxmaya"');
    expect(page).toContain('href="https://cash.app/$SaxMaya"');
    expect(page).toContain('href="https://www.instagram.com/saxmaya"');
    expect(page).toContain("Jazz saxophone at Union Square");
    // Private fields never reach the public page.
    expect(page).not.toContain("5551234567");
    expect(page).not.toContain("350 Fifth Avenue");
  });

  it("refuses a javascript: link with a message and saves nothing", async () => {
    const { client, uid } = await signedUpClient(baseUrl);
    await client.postForm("/signup?step=2", { intent: "required-info", ...VALID_REQUIRED_INFO });
    const response = await client.postForm("/signup?step=3", {
      intent: "finish",
      venmoUrl: "javascript:alert(document.cookie)",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Enter a valid link or username");
    expect((await client.get("/signup")).status).toBe(200); // still not completed
    const page = await (await new TestClient(baseUrl).get(`/profile/${uid}`)).text();
    expect(page).not.toContain("javascript:");
  });

  it("ignores unknown fields", async () => {
    const { uid } = await completedPerformer(baseUrl, {
      likeCount: "999999",
      ownerUid: "someone-else",
      completed: "false",
    });
    const page = await (await new TestClient(baseUrl).get(`/profile/${uid}`)).text();
    expect(page).not.toContain("999999");
  });
});

describe("edit page (requirements 2) and ownership", () => {
  it("the owner saves changes and goes to the profile", async () => {
    const { client, uid } = await completedPerformer(baseUrl);
    expect((await client.get(`/profile/${uid}/edit`)).status).toBe(200);
    const response = await client.postForm(`/profile/${uid}/edit`, {
      ...VALID_REQUIRED_INFO,
      firstName: "Mayara",
      description: "Now with a new description",
      themeColor: "#224488",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/profile/${uid}`);
    const page = await (await new TestClient(baseUrl).get(`/profile/${uid}`)).text();
    expect(page).toContain("Mayara");
    expect(page).toContain("Now with a new description");
  });

  it("shows the edit wording of the messages", async () => {
    const { client, uid } = await completedPerformer(baseUrl);
    const response = await client.postForm(`/profile/${uid}/edit`, {
      ...VALID_REQUIRED_INFO,
      phone: "12",
      postalCode: "ABCDE",
      acceptsApplePay: "on",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("10–15 digits");
    expect(html).toContain("ZIP invalid");
    expect(html).toContain("Tax ID required");
  });

  it("a stranger's write is refused with 403 and changes nothing", async () => {
    const owner = await completedPerformer(baseUrl, { description: "The original description" });
    const stranger = await signedUpClient(baseUrl);
    const response = await stranger.client.postForm(`/profile/${owner.uid}/edit`, {
      ...VALID_REQUIRED_INFO,
      description: "Defaced by a stranger",
    });
    expect(response.status).toBe(403);
    const page = await (await new TestClient(baseUrl).get(`/profile/${owner.uid}`)).text();
    expect(page).toContain("The original description");
    expect(page).not.toContain("Defaced by a stranger");
  });

  it("a stranger opening the edit page is sent to the public profile", async () => {
    const owner = await completedPerformer(baseUrl);
    const stranger = await signedUpClient(baseUrl);
    const response = await stranger.client.get(`/profile/${owner.uid}/edit`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/profile/${owner.uid}`);
  });

  it("a missing profile sends the user home", async () => {
    const { client } = await signedUpClient(baseUrl);
    const response = await client.get("/profile/nobody-here/edit");
    expect(response.headers.get("location")).toBe("/");
  });

  it("caps field lengths on the server", async () => {
    const { client, uid } = await completedPerformer(baseUrl);
    const response = await client.postForm(`/profile/${uid}/edit`, {
      ...VALID_REQUIRED_INFO,
      description: "x".repeat(1001),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("At most 1000 characters");
  });
});

describe("likes", () => {
  it("counts a heart and takes it back with its id, once", async () => {
    const { uid } = await completedPerformer(baseUrl);
    const visitor = new TestClient(baseUrl);
    const given = (await (await visitor.postJson(`/api/profiles/${uid}/like`, { liked: true })).json()) as {
      likeCount: number;
      likeId: string;
    };
    expect(given.likeCount).toBe(1);
    expect(given.likeId).toMatch(/^[\w-]{20,}$/);
    const back = { liked: false, likeId: given.likeId };
    expect(await (await visitor.postJson(`/api/profiles/${uid}/like`, back)).json()).toEqual({ likeCount: 0 });
    // The same id a second time is no longer a like of this browser: refused, the count stays.
    const again = await visitor.postJson(`/api/profiles/${uid}/like`, back);
    expect(again.status).toBe(403);
    expect(await again.json()).toEqual({ error: "Only the browser that gave this heart can take it back" });
  });

  it("lets a visitor undo only their own heart", async () => {
    const { uid } = await completedPerformer(baseUrl);
    const other = await completedPerformer(baseUrl);
    const fan = new TestClient(baseUrl);
    const { likeId } = (await (await fan.postJson(`/api/profiles/${uid}/like`, { liked: true })).json()) as {
      likeId: string;
    };
    await fan.postJson(`/api/profiles/${uid}/like`, { liked: true });
    const attacker = new TestClient(baseUrl);
    const attempts: Array<[string, Record<string, unknown>, string]> = [
      ["no id", { liked: false }, uid],
      ["a made-up id", { liked: false, likeId: "A".repeat(24) }, uid],
      ["an empty id", { liked: false, likeId: "" }, uid],
      ["another profile's like id", { liked: false, likeId }, other.uid],
    ];
    for (const [what, body, target] of attempts) {
      const response = await attacker.postJson(`/api/profiles/${target}/like`, body);
      expect(response.status, what).toBe(403);
    }
    const tooLong = await attacker.postJson(`/api/profiles/${uid}/like`, { liked: false, likeId: "x".repeat(101) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ error: "likeId is too long" });
    // Neither count moved: the fan's two hearts are still there, the other profile still has none.
    const mine = await attacker.postJson(`/api/profiles/${uid}/like`, { liked: true });
    expect(((await mine.json()) as { likeCount: number }).likeCount).toBe(3);
    const theirs = await attacker.postJson(`/api/profiles/${other.uid}/like`, { liked: true });
    expect(((await theirs.json()) as { likeCount: number }).likeCount).toBe(1);
    console.info(`own likes: ${attempts.length + 1} removals without the visitor's own id refused; counts unchanged`);
  });

  it("refuses a bad body and an unknown profile", async () => {
    const visitor = new TestClient(baseUrl);
    expect((await visitor.postJson("/api/profiles/nobody/like", { liked: true })).status).toBe(404);
    const bad = await visitor.postJson("/api/profiles/nobody/like", { liked: "yes" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "liked must be true or false" });
  });
});

describe("live updates (SSE)", () => {
  it("an open profile stream hears the owner's save", async () => {
    const { client, uid } = await completedPerformer(baseUrl);
    const controller = new AbortController();
    const stream = await fetch(`${baseUrl}/api/profiles/${uid}/live`, { signal: controller.signal });
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let received = "";
    const until = async (needle: string) => {
      while (!received.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${needle}`);
        received += decoder.decode(value);
      }
    };
    await until("event: ready");
    await client.postForm(`/profile/${uid}/edit`, { ...VALID_REQUIRED_INFO, description: "live!" });
    await until("event: change");
    expect(received).toContain(`"uid":"${uid}"`);
    controller.abort();
  });
});
