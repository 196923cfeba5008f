import { randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { startFreshServer } from "../support/fresh-server";
import { completedPerformer, TestClient, VALID_REQUIRED_INFO } from "../support/http-client";

/**
 * The access-control matrix of the standing hostile suite: every private page and every state-changing
 * route, as the owner, another signed-in user, an anonymous visitor and a visitor with a forged admin cookie. Each
 * cell is the status expected; a response to anyone but the owner must not carry the owner's email.
 */
const server = await startFreshServer();
const baseUrl = server.url;

type Role = "owner" | "other" | "anonymous" | "forgedAdmin";
const ROLES: Role[] = ["other", "anonymous", "forgedAdmin", "owner"]; // the owner last: their requests may change things
type Cell = { method: string; path: string; type?: string; body?: string | Uint8Array<ArrayBuffer> };
type Row = { name: string; request: (uid: string, upload: string) => Cell; expect: Record<Role, number | number[]> };

const form = (fields: Record<string, string>) => ({
  type: "application/x-www-form-urlencoded",
  body: new URLSearchParams(fields).toString(),
});
const json = (value: unknown) => ({ type: "application/json", body: JSON.stringify(value) });
const get = (path: string): Cell => ({ method: "GET", path });
const same = (status: number | number[]) => ({ owner: status, other: status, anonymous: status, forgedAdmin: status });
const signedInOnly = (owner: number, other: number, anonymous: number | number[]) => ({
  owner,
  other,
  anonymous,
  forgedAdmin: anonymous,
});

const ROWS: Row[] = [
  // Private pages: anonymous visitors are sent to sign in; another user sees only their own.
  { name: "dashboard page", request: () => get("/dashboard"), expect: signedInOnly(200, 200, 302) },
  { name: "edit page", request: (uid) => get(`/profile/${uid}/edit`), expect: signedInOnly(200, 302, 302) },
  { name: "settings page", request: () => get("/settings"), expect: signedInOnly(200, 200, 302) },
  { name: "sign screen", request: () => get("/sign"), expect: signedInOnly(200, 200, 302) },
  { name: "sign screen counts", request: () => get("/api/sign/counts"), expect: signedInOnly(200, 200, 401) },
  { name: "data download", request: () => get("/settings/data.json"), expect: signedInOnly(200, 200, 302) },
  // A finished performer is sent on from the wizard; an anonymous visitor gets step 1's empty sign-up form.
  { name: "wizard step 2", request: () => get("/signup?step=2"), expect: signedInOnly(302, 302, 200) },
  { name: "admin page (login form only)", request: () => get("/admin"), expect: same(200) },
  { name: "analytics CSV", request: () => get("/api/analytics/export.csv"), expect: signedInOnly(200, 200, 401) },
  { name: "own QR code", request: () => get("/api/profiles/me/qr.svg"), expect: signedInOnly(200, 200, 401) },
  { name: "tip sign PNG", request: () => get("/api/tip-sign.png"), expect: signedInOnly(200, 200, 401) },
  { name: "address search", request: () => get("/api/address-search?q=Main"), expect: signedInOnly(200, 200, 401) },
  {
    name: "admin QR file",
    request: () => get(`/api/admin/qr-codes/${randomUUID()}.png`),
    expect: same(401),
  },
  // State-changing routes.
  {
    name: "save the profile",
    request: (uid) => ({
      method: "POST",
      path: `/profile/${uid}/edit`,
      ...form({ ...VALID_REQUIRED_INFO, description: "Saved by" }),
    }),
    expect: signedInOnly(302, 403, 302),
  },
  {
    name: "wizard step 2 save",
    request: () => ({
      method: "POST",
      path: "/signup?step=2",
      ...form({ intent: "required-info", ...VALID_REQUIRED_INFO }),
    }),
    expect: signedInOnly(302, 302, 302),
  },
  {
    name: "change password (wrong current one)",
    request: () => ({
      method: "POST",
      path: "/settings",
      ...form({ intent: "change-password", currentPassword: "not it at all", newPassword: "another good password" }),
    }),
    expect: signedInOnly(400, 400, 302),
  },
  {
    name: "delete account (no confirmation)",
    request: () => ({ method: "POST", path: "/settings", ...form({ intent: "delete" }) }),
    expect: signedInOnly(400, 400, 302),
  },
  {
    name: "admin: deactivate the owner",
    request: (uid) => ({
      method: "POST",
      path: "/admin",
      ...form({ intent: "toggle-active", uid, isActive: "false" }),
    }),
    expect: same(401),
  },
  {
    name: "admin: delete the owner",
    request: (uid) => ({ method: "POST", path: "/admin", ...form({ intent: "delete-user", uid }) }),
    expect: same(401),
  },
  {
    name: "admin: delete a QR code",
    request: () => ({ method: "POST", path: "/admin", ...form({ intent: "delete-qr", id: randomUUID() }) }),
    expect: same(401),
  },
  {
    name: "admin: create a QR code",
    request: () => ({ method: "POST", path: "/admin", ...form({ intent: "create-qr", city: "Springfield" }) }),
    expect: same(401),
  },
  {
    name: "take back a heart without its id",
    request: (uid) => ({ method: "POST", path: `/api/profiles/${uid}/like`, ...json({ liked: false }) }),
    expect: same(403),
  },
  {
    name: "check a video",
    request: () => ({ method: "POST", path: "/api/videos/check", ...json({ url: "not a video" }) }),
    expect: signedInOnly(422, 422, 401),
  },
  {
    name: "upload a photo (not an image)",
    request: () => ({ method: "POST", path: "/uploads/profile", type: "image/jpeg", body: new Uint8Array(64) }),
    expect: signedInOnly(415, 415, 401),
  },
  {
    name: "remove the owner's gallery photo",
    request: (uid) => ({
      method: "POST",
      path: "/uploads/gallery/remove",
      ...json({ url: `/media/recipients/${uid}/gallery/x/1280.webp` }),
    }),
    expect: signedInOnly(404, 404, 401),
  },
  {
    name: "continue the owner's resumable upload",
    request: (_uid, upload) => ({
      method: "PATCH",
      path: upload,
      type: "application/offset+octet-stream",
      body: new Uint8Array(10),
    }),
    expect: signedInOnly(204, 403, 401),
  },
  { name: "sign out", request: () => ({ method: "POST", path: "/logout", ...form({}) }), expect: same(302) },
];

describe("access-control matrix (standing suite)", () => {
  it("answers each route as expected for owner, another user, anonymous and a forged admin cookie", async () => {
    const owner = await completedPerformer(baseUrl);
    const other = await completedPerformer(baseUrl);
    const forged = new TestClient(baseUrl);
    const clients: Record<Role, TestClient> = {
      owner: owner.client,
      other: other.client,
      anonymous: new TestClient(baseUrl),
      forgedAdmin: forged,
    };
    const forgedCookie = `tipped_admin=${randomBytes(32).toString("hex")}`;
    const created = await startTusUpload(owner.client);
    expect(created.status).toBe(201);
    const upload = created.headers.get("location")!;

    const mismatches: string[] = [];
    const lines: string[] = [];
    for (const row of ROWS) {
      const cell = row.request(owner.uid, upload);
      const got: string[] = [];
      for (const role of ROLES) {
        const headers: Record<string, string> = { origin: baseUrl, "tus-resumable": "1.0.0", "upload-offset": "0" };
        if (cell.type) headers["content-type"] = cell.type;
        if (role === "forgedAdmin") headers.cookie = forgedCookie;
        const response = await clients[role].request(cell.path, { method: cell.method, headers, body: cell.body });
        const text = await response.text();
        const wanted = [row.expect[role]].flat();
        if (!wanted.includes(response.status))
          mismatches.push(`${row.name} as ${role}: ${response.status}, expected ${wanted}`);
        if (role !== "owner" && text.includes(owner.email))
          mismatches.push(`${row.name} as ${role}: owner's email shown`);
        got.push(`${role} ${response.status}`);
      }
      lines.push(`  ${cell.method} ${cell.path.replace(owner.uid, ":uid")} (${row.name}): ${got.join(", ")}`);
    }
    // Nothing a non-owner did reached the owner: still active, still signed in until the last row, profile theirs.
    const page = await new TestClient(baseUrl).get(`/profile/${owner.uid}`);
    expect(page.status).toBe(200);
    console.info(
      `access-control matrix: ${ROWS.length} routes × ${ROLES.length} roles = ${ROWS.length * ROLES.length} requests; ` +
        `${mismatches.length} unexpected\n${lines.join("\n")}`,
    );
    expect(mismatches).toEqual([]);
  });
});

/** State-changing routes only anonymous visitors or better-auth reach, beside the matrix's own. */
const MORE_WRITES: Array<(uid: string, upload: string) => Cell> = [
  () => ({ method: "POST", path: "/signup", ...form({ intent: "continue", email: "x@example.test", password: "pw" }) }),
  () => ({ method: "POST", path: "/signup?step=3", ...form({ intent: "finish", description: "Evil" }) }),
  () => ({ method: "POST", path: "/settings", ...form({ intent: "sign-out-others" }) }),
  () => ({ method: "POST", path: "/settings", ...form({ intent: "change-email", email: "evil@example.test" }) }),
  () => ({ method: "POST", path: "/forgot-password", ...form({ email: "x@example.test" }) }),
  () => ({ method: "POST", path: "/reset-password?token=x", ...form({ password: "another good password" }) }),
  () => ({ method: "POST", path: "/two-factor", ...form({ code: "123456" }) }),
  () => ({ method: "POST", path: "/admin", ...form({ intent: "login", password: "x" }) }),
  () => ({ method: "POST", path: "/admin", ...form({ intent: "logout" }) }),
  (uid) => ({ method: "POST", path: `/api/profiles/${uid}/like`, ...json({ liked: true }) }),
  (uid) => ({
    method: "POST",
    path: "/api/analytics/hit",
    ...json({ type: "profile_view", profileId: uid, visitorId: "visitor_1_abc" }),
  }),
  () => ({ method: "POST", path: "/api/auth/sign-out", ...json({}) }),
  () => ({ method: "POST", path: "/api/auth/sign-in/email", ...json({ email: "x@example.test", password: "pw" }) }),
  () => ({
    method: "POST",
    path: "/api/auth/sign-up/email",
    ...json({ email: "y@example.test", password: "pw", name: "y" }),
  }),
  () => ({ method: "POST", path: "/api/auth/change-password", ...json({ currentPassword: "a", newPassword: "b" }) }),
  () => ({ method: "POST", path: "/api/auth/revoke-other-sessions", ...json({}) }),
  () => ({ method: "POST", path: "/uploads/tus", type: "application/offset+octet-stream" }),
  () => ({ method: "POST", path: "/uploads/banner", type: "image/png", body: new Uint8Array(8) }),
  (_uid, upload) => ({ method: "DELETE", path: upload }),
  (uid) => ({ method: "PUT", path: `/profile/${uid}/edit`, ...form({ firstName: "Evil" }) }),
];

/** The owner's unfinished resumable upload: a target for the routes that act on one. */
function startTusUpload(client: TestClient) {
  return client.request("/uploads/tus", {
    method: "POST",
    headers: {
      "tus-resumable": "1.0.0",
      "upload-length": "1000",
      "upload-metadata": `kind ${btoa("gallery")},filetype ${btoa("image/jpeg")}`,
      origin: baseUrl,
    },
  });
}

describe("CSRF (standing suite)", () => {
  it("refuses every state-changing route from another origin, or cross-site without an Origin", async () => {
    const owner = await completedPerformer(baseUrl);
    const created = await startTusUpload(owner.client);
    const upload = created.headers.get("location")!;
    const cells = [
      ...ROWS.map((row) => row.request).filter((request) => request(owner.uid, upload).method !== "GET"),
      ...MORE_WRITES,
    ].map((request) => request(owner.uid, upload));
    const attacks: Array<[string, Record<string, string>]> = [
      ["Origin: https://evil.example", { origin: "https://evil.example" }],
      ["Origin: null", { origin: "null" }],
      ["Origin: a lookalike", { origin: `${baseUrl}.evil.example` }],
      ["Sec-Fetch-Site: cross-site, no Origin", { "sec-fetch-site": "cross-site" }],
    ];
    const held: string[] = [];
    const failed: string[] = [];
    for (const cell of cells) {
      for (const [what, attack] of attacks) {
        const headers: Record<string, string> = { ...attack, "tus-resumable": "1.0.0", "upload-offset": "0" };
        if (cell.type) headers["content-type"] = cell.type;
        const response = await owner.client.request(cell.path, { method: cell.method, headers, body: cell.body });
        if (response.status === 403) held.push(`${cell.method} ${cell.path} (${what})`);
        else failed.push(`${cell.method} ${cell.path} (${what}): ${response.status}`);
      }
    }
    // Nothing went through: the owner is still signed in, their upload and profile untouched.
    expect(await owner.client.sessionUserId()).toBe(owner.uid);
    const head = await owner.client.request(upload, { method: "HEAD", headers: { "tus-resumable": "1.0.0" } });
    expect(head.status).toBe(200);
    const page = await (await new TestClient(baseUrl).get(`/profile/${owner.uid}`)).text();
    expect(page).not.toContain("Evil");
    console.info(
      `csrf: ${cells.length} state-changing routes × ${attacks.length} cross-site forms = ${held.length + failed.length} requests; ` +
        `${held.length} refused with 403, ${failed.length} let through${failed.length ? `: ${failed.join("; ")}` : ""}`,
    );
    expect(failed).toEqual([]);
  });
});
