import { inflateSync } from "node:zlib";
import { writeFileSync } from "node:fs";
import jsQR from "jsqr";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { epcPayload, parseEpcPayload } from "~/domain/local-rails";
import { ENGLISH_SIGN_WORDS, type TipSignContent, type TipSignWords } from "~/domain/tip-sign";
import { outlineText } from "./text-outline";
import { tipSignPdf, tipSignPng, tipSignWords } from "./tip-sign";

const sign = (firstName: string, name: string, words = ENGLISH_SIGN_WORDS): TipSignContent => ({
  headline: words.tip(firstName),
  name,
  showName: name !== firstName,
  words,
  methods: [{ label: "Venmo", detail: "@maya" }, { label: "Apple Pay" }],
  profileUrl: "https://tipped.example/@maya",
  accent: "#0f766e",
});

/** The text the PDF writes with its fonts, as the hex strings pdf-lib gives Helvetica, decoded. */
function pdfText(pdf: Uint8Array) {
  const bytes = Buffer.from(pdf);
  const shown: string[] = [];
  for (const match of bytes.toString("latin1").matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = bytes.indexOf("endstream", start, "latin1");
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, end)).toString("latin1");
    } catch {
      continue;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)> Tj/g))
      shown.push(Buffer.from(hex[1]!, "hex").toString("latin1"));
  }
  return shown;
}

const NAMES = [
  ["ليلى", "ليلى الموسيقية"],
  ["प्रिया", "प्रिया शर्मा"],
  ["민지", "민지 キム"],
  ["美咲", "美咲 🎷"],
] as const;

describe("the tip sign in every script", () => {
  it("writes a Latin sign with its PDF fonts, as before", async () => {
    expect(pdfText(await tipSignPdf(sign("Maya", "Sax Maya"), "a4"))).toEqual(
      expect.arrayContaining(["Tip Maya", "Sax Maya", "Scan to tip", "Venmo  @maya"]),
    );
  });

  it.each(NAMES)("draws %s's name as outlines in the PDF, not as question marks", async (first, name) => {
    const shown = pdfText(await tipSignPdf(sign(first, name), "letter"));
    expect(shown).toEqual(expect.arrayContaining(["Scan to tip", "Venmo  @maya"]));
    expect(shown.join("\n")).not.toContain("?");
    expect(shown.some((line) => line.startsWith("Tip "))).toBe(false);
  });

  it("draws the letters in the PNG: the headline band has the name's ink", async () => {
    for (const [index, [first, name]] of NAMES.entries()) {
      const png = await tipSignPng(sign(first, name), 600);
      const short = await tipSignPng(sign("", name), 600);
      const band = (image: Buffer) =>
        sharp(image).extract({ left: 0, top: 70, width: 600, height: 80 }).greyscale().raw().toBuffer();
      const [withName, without] = [await band(png), await band(short)];
      let differing = 0;
      for (let i = 0; i < withName.length; i++) if (Math.abs(withName[i]! - without[i]!) > 60) differing++;
      expect(differing, first).toBeGreaterThan(800);
      if (process.env.SHOTS_DIR) writeFileSync(`${process.env.SHOTS_DIR}/tip-sign-script-${index}.png`, png);
    }
  }, 30_000);

  it("outlines with the script's own font: without it the letters would be empty boxes", async () => {
    const drawn = await outlineText("ليلى", true);
    vi.resetModules();
    vi.doMock("./picture-fonts", async (original) => ({ ...(await original<object>()), fontsFor: () => [] }));
    try {
      const { outlineText: withoutFonts } = await import("./text-outline");
      expect((await withoutFonts("ليلى", true)).d).not.toBe(drawn.d);
    } finally {
      vi.doUnmock("./picture-fonts");
      vi.resetModules();
    }
    expect(drawn.right - drawn.left).toBeGreaterThan(100);
  });
});

describe("a local rail's code on the tip sign", () => {
  it("prints the banking app's code beside the profile's; each decodes to its own payload", async () => {
    const railCode = {
      label: "Bank transfer (SEPA)",
      code: epcPayload({ name: "Maya Schmidt", iban: "DE89370400440532013000" }),
    };
    const png = await tipSignPng({ ...sign("Maya", "Sax Maya"), railCode }, 1240);
    const { width } = await sharp(png).metadata();
    const half = async (left: number) => {
      const { data, info } = await sharp(png)
        .extract({ left, top: 0, width: width! / 2, height: 1100 })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
    };
    expect(await half(0)).toBe("https://tipped.example/@maya");
    const decoded = parseEpcPayload((await half(width! / 2))!);
    expect(decoded).toMatchObject({ name: "Maya Schmidt", iban: "DE89370400440532013000" });
    expect(pdfText(await tipSignPdf({ ...sign("Maya", "Sax Maya"), railCode }, "a4"))).toEqual(
      expect.arrayContaining(["Scan to tip", "Bank transfer (SEPA)", "with your banking app"]),
    );
    if (process.env.SHOTS_DIR) writeFileSync(`${process.env.SHOTS_DIR}/tip-sign-sepa.png`, png);
  }, 30_000);
});

describe("the tip sign in the owner's language", () => {
  const withRail = (words: TipSignWords) => ({
    ...sign("Maya", "Sax Maya", words),
    railCode: { label: "PIX", code: "00020126360014BR.GOV.BCB.PIX0114+5511999999999" },
  });

  it("writes a German sign's words with its PDF fonts", async () => {
    const words = tipSignWords("de");
    const shown = pdfText(await tipSignPdf(withRail(words), "a4"));
    expect(shown).toEqual(
      expect.arrayContaining(["Trinkgeld für Maya", "Scannen für Trinkgeld", "mit deiner Kamera", "Hier akzeptiert"]),
    );
    expect(shown).not.toContain("Scan to tip");
    const single = pdfText(await tipSignPdf(sign("Maya", "Maya", words), "letter"));
    expect(single).toEqual(expect.arrayContaining(["Trinkgeld für Maya", "Scannen für Trinkgeld"]));
    expect(single).not.toContain("Maya"); // the name line is left out when the headline says it
    if (process.env.SHOTS_DIR)
      writeFileSync(`${process.env.SHOTS_DIR}/tip-sign-de.png`, await tipSignPng(withRail(words)));
  }, 30_000);

  it("draws an Arabic sign's words as outlines: no question marks, no English", async () => {
    const words = tipSignWords("ar");
    const shown = pdfText(await tipSignPdf(withRail(words), "a4"));
    const text = shown.join("\n");
    expect(text).not.toContain("?");
    expect(text).not.toContain("Scan to tip");
    expect(text).not.toContain("Accepted here");
    expect(shown).toEqual(expect.arrayContaining(["Venmo  @maya", "PIX"])); // brand names stay Latin text
    if (process.env.SHOTS_DIR)
      writeFileSync(`${process.env.SHOTS_DIR}/tip-sign-ar.png`, await tipSignPng(withRail(words)));
  }, 30_000);
});
