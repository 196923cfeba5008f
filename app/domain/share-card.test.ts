import { describe, expect, it } from "vitest";
import { SHARE_CARD_NAME_MAX, shareCardContent } from "./share-card";

const base = { ownerUid: "uid_123", handle: null, firstName: "Maya", lastName: "Lopez", altName: "Sax Maya" };

describe("the share card's content", () => {
  it("names the performer, asks to tip them by first name, and shows the short address without a scheme", () => {
    const card = shareCardContent({ ...base, bannerColors: ["#FF0000", "#00FF00"] }, "https://tipped.example/");
    expect(card.name).toBe("Sax Maya");
    expect(card.tipLine).toBe("Tip Maya");
    expect(card.shortAddress).toBe("tipped.example/profile/uid_123");
    expect(card.initials).toBe("SM");
    expect(card.alt).toContain("tipped.example/profile/uid_123");
    expect(shareCardContent({ ...base, handle: "maya" }, "https://tipped.example").shortAddress).toBe(
      "tipped.example/@maya",
    );
  });

  it("paints the banner colours darkened like the page, else the theme colour in two shades", () => {
    const banner = shareCardContent({ ...base, bannerColors: ["#FF0000", "#00FF00", "#0000FF"] }, "https://t.example");
    expect(banner.gradient).toEqual(["#B30000", "#00B300", "#0000B3"]);
    const theme = shareCardContent({ ...base, bannerColors: [], themeColor: "#008080" }, "https://t.example");
    expect(theme.gradient).toEqual(["#004040", "#002323"]);
    expect(theme.textColor).toBe("#FFFFFF");
    const light = shareCardContent({ ...base, bannerColors: ["#FFFFFF", "#FFFFEE"] }, "https://t.example");
    expect(light.textColor).toBe("#000000");
  });

  it("cuts a very long name and makes it smaller; a profile without names is still a card", () => {
    const long = shareCardContent(
      { ...base, altName: "The Incredibly Long Named Travelling Brass Band of Brooklyn" },
      "https://t.example",
    );
    expect([...long.name].length).toBe(SHARE_CARD_NAME_MAX);
    expect(long.name.endsWith("…")).toBe(true);
    expect(long.nameSize).toBeLessThan(shareCardContent(base, "https://t.example").nameSize);
    const empty = shareCardContent({ ownerUid: "u", firstName: "", altName: "" }, "https://t.example");
    expect(empty.name).toBe("New performer");
    expect(empty.tipLine).toBe("Tip New performer");
  });
});

describe("a link the owner hides goes nowhere", () => {
  const links = {
    cashAppTag: "saxmaya",
    cashAppUrl: "https://cash.app/$saxmaya",
    payPalUrl: "https://paypal.me/saxmaya",
    venmoUrl: "https://venmo.com/u/saxmaya",
  };
  it.each([
    [[], ["Cash App", "PayPal", "Venmo"], "tip them with Cash App, PayPal or Venmo"],
    [["venmoUrl"], ["Cash App", "PayPal"], "tip them with Cash App or PayPal"],
    [["cashAppTag", "venmoUrl"], ["PayPal"], "tip them with PayPal"],
    [["cashAppTag", "payPalUrl", "venmoUrl"], [], "Sax Maya on Tipped at"],
  ])("hidden %j: the card lists %j", (hiddenLinks, methods, altPart) => {
    const card = shareCardContent({ ...base, ...links, hiddenLinks }, "https://t.example");
    expect(card.methods).toEqual(methods);
    expect(card.alt).toContain(altPart);
    for (const gone of ["Cash App", "PayPal", "Venmo"].filter((label) => !methods.includes(label))) {
      expect(card.alt).not.toContain(gone);
    }
  });

  it("lists only the methods set", () => {
    const card = shareCardContent({ ...base, payPalUrl: "https://paypal.me/saxmaya" }, "https://t.example");
    expect(card.methods).toEqual(["PayPal"]);
  });
});
