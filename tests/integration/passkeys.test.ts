import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "~/.server/platform/db/schema";
import { PASSKEY_MESSAGES } from "~/domain/passkeys";
import { startFreshServer } from "../support/fresh-server";
import { signedUpClient, TestClient } from "../support/http-client";
import { INTEGRATION_SERVER_ENV } from "../support/integration-env";

/**
 * Passkeys' server side (better-auth's passkey plugin behind /api/auth/passkey/*). The browser's part,
 * with a virtual authenticator, is tests/e2e/passkeys.spec.ts; here a passkey row is written as the plugin writes
 * it, to check who may see, change and delete it. This file has its own server and database.
 */
const server = await startFreshServer();
const base = server.url;

/** A stored passkey as the plugin stores one after a successful registration. */
function passkeyRow(userId: string, name: string) {
  return {
    id: randomUUID(),
    name,
    userId,
    publicKey: "pQECAyYgASFYIB5q0xw3vQ==",
    credentialID: `cred-${randomUUID()}`,
    counter: 0,
    deviceType: "multiDevice",
    backedUp: true,
    transports: "internal,hybrid",
    createdAt: new Date("2026-11-20T10:00:00Z"),
    aaguid: "ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4",
  };
}

// Three accounts, each with a passkey, written in one stop of the server (PGlite has one owner at a time).
const [owner, deletedByOwner, deletedByAdmin] = await Promise.all([
  signedUpClient(base),
  signedUpClient(base),
  signedUpClient(base),
]);
const keys = {
  owner: passkeyRow(owner.uid, "Rosa's iPhone"),
  deletedByOwner: passkeyRow(deletedByOwner.uid, "Soon gone"),
  deletedByAdmin: passkeyRow(deletedByAdmin.uid, "Also gone"),
};
await server.withDatabase(({ db }) => db.insert(schema.passkey).values(Object.values(keys)));

describe("passkey routes", () => {
  it("refuse anyone not signed in", async () => {
    const anonymous = new TestClient(base);
    const answers = await Promise.all([
      anonymous.get("/api/auth/passkey/list-user-passkeys"),
      anonymous.get("/api/auth/passkey/generate-register-options"),
      anonymous.postJson("/api/auth/passkey/verify-registration", { response: {} }),
      anonymous.postJson("/api/auth/passkey/update-passkey", { id: keys.owner.id, name: "Mine now" }),
      anonymous.postJson("/api/auth/passkey/delete-passkey", { id: keys.owner.id }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
    // The settings forms send an anonymous visitor to sign in, and change nothing.
    const form = await anonymous.postForm("/settings", { intent: "passkey-delete", id: keys.owner.id });
    expect(form.status).toBe(302);
    expect(form.headers.get("location")).toBe("/signup");
    const listed = (await (await owner.client.get("/api/auth/passkey/list-user-passkeys")).json()) as {
      id: string;
      name: string;
    }[];
    expect(listed.map((passkey) => [passkey.id, passkey.name])).toEqual([[keys.owner.id, "Rosa's iPhone"]]);
  });

  it("a signed-in user sees and changes only their own passkeys", async () => {
    const stranger = await signedUpClient(base);
    const theirs = await stranger.client.get("/api/auth/passkey/list-user-passkeys");
    expect(await theirs.json()).toEqual([]);
    const rename = await stranger.client.postForm("/settings", {
      intent: "passkey-rename",
      id: keys.owner.id,
      name: "Mine now",
    });
    expect(rename.status).toBe(404);
    expect(await rename.text()).toContain(PASSKEY_MESSAGES.notFound);
    const removal = await stranger.client.postForm("/settings", { intent: "passkey-delete", id: keys.owner.id });
    expect(removal.status).toBe(404);
    const settings = await (await owner.client.get("/settings")).text();
    expect(settings).toContain("Rosa&#x27;s iPhone");
    expect(settings).toContain("Synced across your devices");
  });

  it("a bad name gets a sentence, on the form and on better-auth's own endpoint", async () => {
    const empty = await owner.client.postForm("/settings", { intent: "passkey-rename", id: keys.owner.id, name: " " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(PASSKEY_MESSAGES.nameRequired);
    const long = await owner.client.postJson("/api/auth/passkey/update-passkey", {
      id: keys.owner.id,
      name: "x".repeat(61),
    });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { message: string }).message).toBe(PASSKEY_MESSAGES.nameTooLong);
    const renamed = await owner.client.postForm("/settings", {
      intent: "passkey-rename",
      id: keys.owner.id,
      name: "  Rosa's phone ",
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.text()).toContain(PASSKEY_MESSAGES.renamed);
    const listed = (await (await owner.client.get("/api/auth/passkey/list-user-passkeys")).json()) as {
      name: string;
    }[];
    expect(listed.map((passkey) => passkey.name)).toEqual(["Rosa's phone"]);
  });

  it("the data download lists the passkeys' names and dates, never their keys", async () => {
    const body = await (await owner.client.get("/settings/data.json")).text();
    const parsed = JSON.parse(body) as { passkeys: unknown };
    expect(parsed.passkeys).toEqual([{ name: "Rosa's phone", createdAt: "2026-11-20T10:00:00.000Z" }]);
    expect(body).not.toContain(keys.owner.publicKey);
    expect(body).not.toContain(keys.owner.credentialID);
  });
});

describe("deleting an account", () => {
  it("removes its passkeys, whether the owner or the admin deletes it", async () => {
    const byOwner = await deletedByOwner.client.postForm("/settings", {
      intent: "delete",
      password: deletedByOwner.password,
      phrase: "delete my account",
    });
    expect(byOwner.status).toBe(302);
    expect(byOwner.headers.get("location")).toBe("/account-deleted");

    const admin = new TestClient(base);
    const login = await admin.postForm("/admin", { intent: "login", password: INTEGRATION_SERVER_ENV.ADMIN_PASSWORD });
    expect(login.status).toBe(302);
    const byAdmin = await admin.postForm("/admin", { intent: "delete-user", uid: deletedByAdmin.uid });
    expect(byAdmin.status).toBe(200);

    const [left, users] = await server.withDatabase(({ db }) =>
      Promise.all([
        db
          .select({ id: schema.passkey.id })
          .from(schema.passkey)
          .where(inArray(schema.passkey.id, [keys.owner.id, keys.deletedByOwner.id, keys.deletedByAdmin.id])),
        db
          .select({ id: schema.user.id })
          .from(schema.user)
          .where(inArray(schema.user.id, [deletedByOwner.uid, deletedByAdmin.uid])),
      ]),
    );
    expect(left.map((row) => row.id)).toEqual([keys.owner.id]);
    expect(users).toEqual([]);
  });
});
