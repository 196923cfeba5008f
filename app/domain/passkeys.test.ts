import { describe, expect, it } from "vitest";
import {
  addPasskeySchema,
  defaultPasskeyName,
  deletePasskeySchema,
  deviceTypeLabel,
  isIpAddressHost,
  PASSKEY_MESSAGES,
  passkeyErrorMessage,
  renamePasskeySchema,
} from "./passkeys";
import { SIGN_IN_MESSAGES } from "./sign-in";
import { CONTROL_CHARACTER_MESSAGE } from "./text";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";
const MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari";
const WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0";
const LINUX = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0";

describe("passkey names", () => {
  it.each([
    [IPHONE, "Passkey on iPhone"],
    [ANDROID, "Passkey on Android phone"],
    [MAC, "Passkey on Mac"],
    [WINDOWS, "Passkey on Windows PC"],
    [LINUX, "Passkey on Linux computer"],
    ["curl/8.0", "Passkey"],
    ["", "Passkey"],
  ])("a browser %s is offered %s", (agent, name) => {
    expect(defaultPasskeyName(agent)).toBe(name);
  });

  it.each([
    ["  Phone  ", "Phone"],
    ["", PASSKEY_MESSAGES.nameRequired],
    ["   ", PASSKEY_MESSAGES.nameRequired],
    ["x".repeat(61), PASSKEY_MESSAGES.nameTooLong],
    ["bad\u0000name", CONTROL_CHARACTER_MESSAGE],
  ])("the name %j gives %j", (name, expected) => {
    const parsed = addPasskeySchema.safeParse({ name });
    expect(parsed.success ? parsed.data.name : parsed.error.issues[0]?.message).toBe(expected);
  });

  it("rename and delete name the passkey", () => {
    expect(renamePasskeySchema.safeParse({ id: "pk_1", name: "Laptop" }).success).toBe(true);
    expect(renamePasskeySchema.safeParse({ name: "Laptop" }).success).toBe(false);
    expect(deletePasskeySchema.safeParse({ id: "" }).error?.issues[0]?.message).toBe(PASSKEY_MESSAGES.notFound);
  });

  it.each([
    ["127.0.0.1", true],
    ["[::1]", true],
    ["192.168.1.20", true],
    ["localhost", false],
    ["tipped.example", false],
    ["1.2.3.4.nip.io", false],
  ])("the host %s is an IP address: %s", (host, ip) => {
    expect(isIpAddressHost(host)).toBe(ip);
  });

  it("says whether a passkey syncs", () => {
    expect(deviceTypeLabel("multiDevice", true)).toBe("Synced across your devices");
    expect(deviceTypeLabel("singleDevice", false)).toBe("On this device only");
  });
});

describe("passkey errors as sentences", () => {
  it.each([
    [{ code: "NOT_SUPPORTED" }, PASSKEY_MESSAGES.notSupported],
    [{ code: "ERROR_INVALID_DOMAIN" }, PASSKEY_MESSAGES.badAddress],
    [{ code: "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" }, PASSKEY_MESSAGES.alreadyAdded],
    [{ code: "SESSION_NOT_FRESH", status: 403 }, PASSKEY_MESSAGES.needsFreshSignIn],
    [{ code: "ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY", elapsedMs: 2_000, timeoutMs: 60_000 }, PASSKEY_MESSAGES.cancelled],
    [{ code: "ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY", elapsedMs: 60_050, timeoutMs: 60_000 }, PASSKEY_MESSAGES.timedOut],
    [{ code: "REGISTRATION_CANCELLED" }, PASSKEY_MESSAGES.cancelled],
    [{ code: "SOMETHING_ELSE", status: 500 }, PASSKEY_MESSAGES.addFailed],
  ])("adding: %o says the right thing", (error, message) => {
    expect(passkeyErrorMessage("add", error)).toBe(message);
  });

  it.each([
    [{ code: "AUTH_CANCELLED", elapsedMs: 500, timeoutMs: 60_000 }, PASSKEY_MESSAGES.cancelled],
    [{ code: "PASSKEY_NOT_FOUND", status: 401 }, PASSKEY_MESSAGES.notRecognised],
    [{ code: "ACCOUNT_DEACTIVATED", status: 403 }, SIGN_IN_MESSAGES.deactivated],
    [{ status: 429 }, SIGN_IN_MESSAGES.tooManyAttempts],
    [{ code: "AUTHENTICATION_FAILED", status: 400 }, PASSKEY_MESSAGES.signInFailed],
  ])("signing in: %o says the right thing", (error, message) => {
    expect(passkeyErrorMessage("sign-in", error)).toBe(message);
  });
});
