import { describe, expect, test } from "vitest";
import { accountStatus, applicationFee, formatAmountShort, formatMoney, parseTipForm, toMinorUnits } from "./tips";

const limits = { min: 1, max: 500 };

describe("parseTipForm", () => {
  test.each([
    [{ amount: "5" }, 500],
    [{ amount: "other", custom: "7.50" }, 750],
    [{ amount: "other", custom: "7,5" }, 750],
    [{ amount: "other", custom: "$12" }, 1200],
    [{ amount: "", custom: " 3 " }, 300],
    [{ amount: "other", custom: "500" }, 50000],
    [{ amount: "1" }, 100],
  ])("%j is %i cents", (form, cents) => {
    const parsed = parseTipForm(form, limits);
    expect(parsed.ok && parsed.tip.amountMinor).toBe(cents);
  });

  test.each([
    [{ amount: "other", custom: "" }, "Choose an amount or type one in."],
    [{ amount: "other", custom: "abc" }, "Type the amount as a number, like 5 or 7.50."],
    [{ amount: "other", custom: "1.234" }, "Type the amount as a number, like 5 or 7.50."],
    [{ amount: "other", custom: "-5" }, "Type the amount as a number, like 5 or 7.50."],
    [{ amount: "other", custom: "0.50" }, "Tips can be from $1 to $500."],
    [{ amount: "501" }, "Tips can be from $1 to $500."],
    [{ amount: "5", name: "x".repeat(51) }, "Your name can be at most 50 characters."],
    [{ amount: "5", message: "x".repeat(281) }, "Your message can be at most 280 characters."],
  ])("%j is refused: %s", (form, message) => {
    expect(parseTipForm(form, limits)).toEqual({ ok: false, message });
  });

  test("a preset wins over text left in the other-amount field; name and message are trimmed, empty ones null", () => {
    expect(parseTipForm({ amount: "10", custom: "3", name: "  Ana   Lu ", message: "  " }, limits)).toEqual({
      ok: true,
      tip: { amount: 10, amountMinor: 1000, name: "Ana Lu", message: null },
    });
  });

  test("a currency counted without decimals takes none", () => {
    expect(parseTipForm({ amount: "other", custom: "500" }, { min: 100, max: 10000 }, "jpy")).toMatchObject({
      ok: true,
      tip: { amountMinor: 500 },
    });
    expect(parseTipForm({ amount: "other", custom: "500.5" }, { min: 100, max: 10000 }, "jpy").ok).toBe(false);
  });
});

test.each([
  [500, 0, 0],
  [500, 5, 25],
  [333, 10, 33],
  [100, 50, 50],
  [1, 2.5, 0],
])("the fee on %i at %f%% is %i", (amount, percent, fee) => {
  expect(applicationFee(amount, percent)).toBe(fee);
});

test.each([
  [{ charges_enabled: true }, { status: "enabled", reason: null }],
  [
    { charges_enabled: false, details_submitted: false },
    { status: "pending", reason: null },
  ],
  [
    { charges_enabled: false, details_submitted: false, requirements: { disabled_reason: "requirements.past_due" } },
    { status: "pending", reason: null },
  ],
  [
    { charges_enabled: false, details_submitted: true, requirements: { disabled_reason: "requirements.past_due" } },
    { status: "restricted", reason: "Stripe needs more information from you" },
  ],
  [
    { charges_enabled: false, details_submitted: true, requirements: { disabled_reason: "rejected.fraud" } },
    { status: "restricted", reason: "Stripe rejected the account" },
  ],
  [
    { charges_enabled: false, details_submitted: true, requirements: { disabled_reason: "action_required.x" } },
    { status: "restricted", reason: "Stripe: action required x" },
  ],
  [
    { charges_enabled: false, details_submitted: true },
    { status: "pending", reason: null },
  ],
])("account %j is %j", (account, expected) => {
  expect(accountStatus(account)).toEqual(expected);
});

test("money is written for the reader", () => {
  expect(formatMoney(500, "usd")).toBe("$5.00");
  expect(formatMoney(1250, "eur", "de-DE")).toBe("12,50\u00a0€");
  expect(formatMoney(500, "jpy")).toBe("¥500");
  expect(formatAmountShort(5, "usd")).toBe("$5");
  expect(formatAmountShort(7.5, "usd")).toBe("$7.50");
  expect(toMinorUnits(19.99, "usd")).toBe(1999);
});

// Arabic writes the sign after the number; isolated (U+2068 … U+2069), "US$" stays whole in a right-to-left line
// instead of showing as "$US".
test.each([
  [() => formatMoney(500, "usd", "ar"), "\u200f5.00\u00a0\u2068US$\u2069"],
  [() => formatAmountShort(5, "eur", "ar"), "\u200f5\u00a0\u2068€\u2069"],
  [() => formatAmountShort(5, "usd", "es"), "5\u00a0US$"],
  [() => formatMoney(500, "usd", "en"), "$5.00"],
])("a currency sign in a right-to-left language is isolated: %s", (format, expected) => {
  expect(format()).toBe(expected);
});
