import { describe, expect, it } from "vitest";
import { tipSignContent, toWinAnsi } from "./tip-sign";

const base = {
  firstName: "Maya",
  lastName: "Lopez",
  altName: "",
  cashAppUrl: null,
  cashAppTag: null,
  payPalUrl: null,
  venmoUrl: null,
  acceptsApplePay: false,
  acceptsGooglePay: false,
  acceptsSamsungPay: false,
  themeColor: "#123456",
};

describe("tipSignContent", () => {
  it("says Tip {firstName}, names the stage name, lists every accepted method in page order", () => {
    const sign = tipSignContent(
      {
        ...base,
        altName: "Sax Maya",
        cashAppTag: "saxmaya",
        venmoUrl: "https://venmo.com/u/saxmaya",
        payPalUrl: "https://paypal.me/saxmaya",
        acceptsApplePay: true,
        acceptsSamsungPay: true,
      },
      "https://tipped.example/profile/u1",
    );
    expect(sign.headline).toBe("Tip Maya");
    expect(sign.name).toBe("Sax Maya");
    expect(sign.methods.map((method) => method.label)).toEqual([
      "Cash App",
      "PayPal",
      "Venmo",
      "Apple Pay",
      "Samsung Pay",
    ]);
    expect(sign.methods[0]).toEqual({ label: "Cash App", detail: "$saxmaya" });
    expect(sign.profileUrl).toBe("https://tipped.example/profile/u1");
    expect(sign.accent).toBe("#123456");
  });

  it("uses the first name without a stage name, drops unsafe links, and prints light themes dark", () => {
    const sign = tipSignContent({ ...base, venmoUrl: "javascript:alert(1)", themeColor: "#fafafa" }, "u");
    expect(sign.name).toBe("Maya");
    expect(sign.methods).toEqual([]);
    expect(sign.accent).toBe("#0f766e");
    expect(tipSignContent({ ...base, themeColor: "not a colour" }, "u").accent).toBe("#008080");
  });
});

describe("toWinAnsi", () => {
  it("keeps Latin-1 accents, folds others, and replaces what the PDF fonts cannot draw", () => {
    expect(toWinAnsi("José Muñoz")).toBe("José Muñoz");
    expect(toWinAnsi("Łódź Dvořák")).toBe("Lódz Dvorák");
    expect(toWinAnsi("“Quotes” – €5")).toBe("“Quotes” – €5");
    expect(toWinAnsi("東京 Ana")).toBe("?? Ana");
  });
});

describe("control characters in a stored name", () => {
  it("are left out of the sign", () => {
    const sign = tipSignContent(
      { ...base, firstName: "Ma\u0000ya", altName: "Sax\u001b Maya" },
      "https://tipped.example/profile/u1",
    );
    expect(sign.headline).toBe("Tip Maya");
    expect(sign.name).toBe("Sax Maya");
  });
});

describe("links the owner hid", () => {
  it.each([
    [["venmoUrl"], ["Cash App", "PayPal"]],
    [["cashAppTag"], ["PayPal", "Venmo"]],
    [["payPalUrl", "venmoUrl", "cashAppTag"], []],
  ])("hidden %j: the sign lists %j", (hiddenLinks, labels) => {
    const sign = tipSignContent(
      {
        ...base,
        cashAppTag: "saxmaya",
        cashAppUrl: "https://cash.app/$saxmaya",
        payPalUrl: "https://paypal.me/saxmaya",
        venmoUrl: "https://venmo.com/u/saxmaya",
        acceptsApplePay: false,
        hiddenLinks,
      },
      "u",
    );
    expect(sign.methods.map((method) => method.label)).toEqual(labels);
  });
});
