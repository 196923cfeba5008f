import { writeFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { shareCardContent } from "~/domain/share-card";
import { fontsFor, parseUnicodeRange, startsRightToLeft, subsetsFor } from "./picture-fonts";
import { renderShareCard } from "./share-card";

describe("the fonts a name needs", () => {
  it.each([
    ["Maya Brass", []],
    ["Zoë & Sebastián", []],
    ["ليلى", ["Noto Sans Arabic/arabic"]],
    ["प्रिया", ["Noto Sans Devanagari/devanagari"]],
    // Google Fonts cuts CJK fonts into ~100 subsets by frequency: these two letters are in two of them.
    ["민지", ["Noto Sans KR", "Noto Sans KR"]],
    ["キム", ["Noto Sans JP"]],
    ["美", ["Noto Sans SC"]],
    ["美咲", ["Noto Sans SC", "Noto Sans SC"]],
    ["Maya 🎷", ["Noto Emoji"]],
  ])("%s", (text, expected) => {
    const found = subsetsFor(text).map(({ family, subset }) => `${family.name}/${subset}`);
    expect(found).toHaveLength(expected.length);
    expected.forEach((prefix, index) => expect(found[index]).toContain(prefix));
  });

  it("reads nothing for a Latin name, and a regular and a bold file per subset otherwise", () => {
    expect(fontsFor("Maya")).toEqual([]);
    const fonts = fontsFor("ليلى");
    expect(fonts.map((font) => font.weight)).toEqual([400, 700]);
    expect(fonts.every((font) => font.data.length > 10_000)).toBe(true);
  });

  it("reads Unicode ranges as fontsource writes them", () => {
    expect(parseUnicodeRange("U+0600-06FF,U+200C, U+1F3B7")).toEqual([
      [0x600, 0x6ff],
      [0x200c, 0x200c],
      [0x1f3b7, 0x1f3b7],
    ]);
  });

  it.each([
    ["ليلى الموسيقية", true],
    ["DJ ليلى", false],
    ["🎷 ليلى", true],
    ["Maya", false],
    ["", false],
  ])("%s starts right to left: %s", (text, expected) => {
    expect(startsRightToLeft(text)).toBe(expected);
  });
});

/** The share card's name line (the band right of the photo), as grey pixels. */
async function nameBand(png: Buffer) {
  return sharp(png).extract({ left: 460, top: 100, width: BAND_WIDTH, height: 140 }).greyscale().raw().toBuffer();
}
const BAND_WIDTH = 700;

const contentOf = (name: string) =>
  shareCardContent(
    { ownerUid: "u1", handle: null, firstName: name, altName: name, bannerColors: ["#FF6B6B", "#4ECDC4"] },
    "https://tipped.example",
  );

/** The card as it was drawn before these fonts: a letter Inter lacks became a "NO GLYPH" box. */
async function cardWithoutScriptFonts(name: string) {
  vi.resetModules();
  vi.doMock("./picture-fonts", async (original) => ({ ...(await original<object>()), fontsFor: () => [] }));
  try {
    const { renderShareCard: draw } = await import("./share-card");
    return await draw(contentOf(name), null);
  } finally {
    vi.doUnmock("./picture-fonts");
    vi.resetModules();
  }
}

function differingPixels(a: Buffer, b: Buffer) {
  let count = 0;
  for (let i = 0; i < a.length; i++) if (Math.abs(a[i]! - b[i]!) > 60) count++;
  return count;
}

/** The columns of the name band with white ink. */
function inkSpan(band: Buffer) {
  let [left, right] = [Infinity, -1];
  for (let i = 0; i < band.length; i++) {
    if (band[i]! < 235) continue;
    [left, right] = [Math.min(left, i % BAND_WIDTH), Math.max(right, i % BAND_WIDTH)];
  }
  return { left, right };
}

describe("the share card in every script", () => {
  it("draws Arabic, Devanagari, Korean, Chinese and Japanese names with their letters, not boxes", async () => {
    // A Latin name needs none of the new fonts: its card is the same as before, to the pixel.
    expect(
      differingPixels(
        await nameBand(await renderShareCard(contentOf("Lila"), null)),
        await nameBand(await cardWithoutScriptFonts("Lila")),
      ),
    ).toBe(0);
    for (const [index, name] of ["ليلى", "प्रिया", "민지", "美咲", "さくら"].entries()) {
      const png = await renderShareCard(contentOf(name), null);
      const before = await cardWithoutScriptFonts(name);
      expect(differingPixels(await nameBand(png), await nameBand(before)), name).toBeGreaterThan(3_000);
      if (process.env.SHOTS_DIR) writeFileSync(`${process.env.SHOTS_DIR}/card-script-${index}.png`, png);
    }
  }, 60_000);

  it("lays an Arabic name out from the right", async () => {
    const arabic = inkSpan(await nameBand(await renderShareCard(contentOf("ليلى"), null)));
    const latin = inkSpan(await nameBand(await renderShareCard(contentOf("Lila"), null)));
    expect(arabic.right).toBeGreaterThan(BAND_WIDTH - 100);
    expect(latin.left).toBeLessThan(60);
    expect(arabic.left).toBeGreaterThan(latin.right);
  }, 30_000);
});
