import { describe, expect, it } from "vitest";
import {
  ADMIN_MESSAGES,
  adminIntentSchema,
  adminLoginSchema,
  createQrSchema,
  deleteQrSchema,
  deleteUserSchema,
  failureMessage,
  performerName,
  readUsersQuery,
  toggleActiveSchema,
  usersQueryString,
} from "./admin-forms";

const firstError = (
  schema: { safeParse: (input: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  input: unknown,
) => {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error?.issues[0]?.message;
};

describe("admin intents", () => {
  it.each(["login", "logout", "toggle-active", "delete-user", "create-qr", "delete-qr"])("knows %s", (intent) => {
    expect(adminIntentSchema.parse(intent)).toBe(intent);
  });
  it.each(["", "LOGIN", "drop-table", undefined])("refuses %o", (intent) => {
    expect(adminIntentSchema.safeParse(intent).success).toBe(false);
  });
});

describe("admin login", () => {
  it.each([
    [{}, ADMIN_MESSAGES.passwordRequired],
    [{ password: "" }, ADMIN_MESSAGES.passwordRequired],
    [{ password: "x".repeat(1001) }, ADMIN_MESSAGES.invalidPassword],
  ])("%o → %s", (input, message) => {
    expect(firstError(adminLoginSchema, input)).toBe(message);
  });
  it("keeps the password exactly as typed (spaces count)", () => {
    expect(adminLoginSchema.parse({ password: " secret " })).toEqual({ password: " secret " });
  });
});

describe("user rows", () => {
  it("reads the state a toggle asks for", () => {
    expect(toggleActiveSchema.parse({ uid: "u1", isActive: "false" })).toEqual({ uid: "u1", isActive: false });
    expect(toggleActiveSchema.parse({ uid: "u1", isActive: "true" })).toEqual({ uid: "u1", isActive: true });
  });
  it.each([
    [{ uid: "u1", isActive: "no" }, ADMIN_MESSAGES.isActive],
    [{ uid: "u1" }, ADMIN_MESSAGES.isActive],
    [{ isActive: "true" }, ADMIN_MESSAGES.unknownId],
    [{ uid: "x".repeat(201), isActive: "true" }, ADMIN_MESSAGES.unknownId],
  ])("toggle %o → %s", (input, message) => {
    expect(firstError(toggleActiveSchema, input)).toBe(message);
  });
  it("needs a user id to delete", () => {
    expect(firstError(deleteUserSchema, { uid: "  " })).toBe(ADMIN_MESSAGES.unknownId);
    expect(deleteUserSchema.parse({ uid: "abc" })).toEqual({ uid: "abc" });
  });
});

describe("QR code forms", () => {
  it.each([
    [{ cityName: "   " }, "City name required"],
    [{}, "City name required"],
    [{ cityName: "!!!" }, "City name needs a letter or digit"],
    [{ cityName: "x".repeat(81) }, "At most 80 characters"],
  ])("create %o → %s", (input, message) => {
    expect(firstError(createQrSchema, input)).toBe(message);
  });
  it("trims the city name", () => {
    expect(createQrSchema.parse({ cityName: "  New York " })).toEqual({ cityName: "New York" });
  });
  it("deletes by uuid only", () => {
    expect(firstError(deleteQrSchema, { id: "not-a-uuid" })).toBe(ADMIN_MESSAGES.unknownId);
    const id = "5f0c6f7e-2a1b-4c3d-8e9f-0a1b2c3d4e5f";
    expect(deleteQrSchema.parse({ id })).toEqual({ id });
  });
});

describe("the users page address", () => {
  it.each([
    ["", { search: "", page: 1 }],
    ["?search=%20maya%20&page=3", { search: "maya", page: 3 }],
    ["?page=0", { search: "", page: 1 }],
    ["?page=-2", { search: "", page: 1 }],
    ["?page=1.5", { search: "", page: 1 }],
    ["?page=abc", { search: "", page: 1 }],
    ["?page=100001", { search: "", page: 1 }],
    [`?search=${"a".repeat(201)}`, { search: "", page: 1 }],
  ])("%s → %o", (query, expected) => {
    expect(readUsersQuery(new URLSearchParams(query))).toEqual(expected);
  });
  it.each([
    [{ search: "", page: 1 }, ""],
    [{ search: "a b", page: 1 }, "?search=a+b"],
    [{ search: "", page: 2 }, "?page=2"],
    [{ search: "x", page: 4 }, "?search=x&page=4"],
  ])("%o → %s", (query, expected) => {
    expect(usersQueryString(query)).toBe(expected);
  });
});

describe("messages and names", () => {
  it("adds the server's reason to a SPEC message", () => {
    expect(failureMessage(ADMIN_MESSAGES.deleteUserFailed, "User not found")).toBe(
      "Failed to delete user: User not found",
    );
    expect(failureMessage(ADMIN_MESSAGES.deleteQrFailed)).toBe("Failed to delete QR code");
  });
  it.each([
    [{ firstName: "Maya", lastName: "Lopez", altName: "Sax Maya", accountName: "maya" }, "Maya Lopez"],
    [{ firstName: " Maya ", lastName: null, altName: "Sax Maya", accountName: "maya" }, "Maya"],
    [{ firstName: null, lastName: null, altName: "Sax Maya", accountName: "maya" }, "Sax Maya"],
    [{ firstName: "", lastName: " ", altName: "", accountName: "Maya L" }, "Maya L"],
    [{ accountName: null }, ""],
  ])("%o → %s", (names, expected) => {
    expect(performerName(names)).toBe(expected);
  });
});
