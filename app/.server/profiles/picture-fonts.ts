/**
 * The fonts of the pictures Tipped draws (the share card and the tip sign): Inter, and Noto for the letters Inter
 * does not have:
 * Arabic, Devanagari, Chinese/Japanese/Korean and emoji. Each family comes from its @fontsource package, cut by
 * Google Fonts into subsets by Unicode range; only the subsets a text needs are read, and only when a text needs them,
 * so a Latin name reads none of them.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

type Family = { name: string; pkg: string; file: string };

const notoFamily = (name: string): Family => {
  const file = name.toLowerCase().replaceAll(" ", "-");
  return { name, pkg: `@fontsource/${file}`, file };
};
const ARABIC = notoFamily("Noto Sans Arabic");
const DEVANAGARI = notoFamily("Noto Sans Devanagari");
const CHINESE = notoFamily("Noto Sans SC");
const JAPANESE = notoFamily("Noto Sans JP");
const KOREAN = notoFamily("Noto Sans KR");
const EMOJI_FONT = notoFamily("Noto Emoji");

/** The families to try for a letter, best first: each CJK font draws the others' common letters in its own style. */
function familiesFor(char: string): Family[] {
  if (EMOJI.test(char)) return [EMOJI_FONT];
  if (/\p{Script=Hangul}/u.test(char)) return [KOREAN];
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(char)) return [JAPANESE];
  if (/\p{Script=Han}/u.test(char)) return [CHINESE, JAPANESE, KOREAN];
  if (/\p{Script=Devanagari}/u.test(char)) return [DEVANAGARI];
  return [ARABIC, CHINESE, JAPANESE, KOREAN, EMOJI_FONT];
}

export type ScriptFont = { name: string; data: Buffer; weight: 400 | 700; style: "normal" };

type Range = [number, number];

/** "U+0600-06FF,U+200C" → [[0x600, 0x6ff], [0x200c, 0x200c]]. */
export function parseUnicodeRange(ranges: string): Range[] {
  return ranges.split(",").map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, "").split("-");
    const start = Number.parseInt(from!, 16);
    return [start, to === undefined ? start : Number.parseInt(to, 16)];
  });
}

const require = createRequire(import.meta.url);

let inter: ScriptFont[] | undefined;
/** Inter regular and bold (its Latin files, from @fontsource/inter): the pictures' own face, read once. */
export function interFonts(): ScriptFont[] {
  inter ??= ([400, 700] as const).map((weight) => ({
    name: "Inter",
    data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    weight,
    style: "normal" as const,
  }));
  return inter;
}

let subsetsByFamily: Map<Family, [subset: string, ranges: Range[]][]> | undefined;

function subsets(family: Family) {
  subsetsByFamily ??= new Map();
  let known = subsetsByFamily.get(family);
  if (!known) {
    const folder = path.dirname(require.resolve(`${family.pkg}/package.json`));
    const table = JSON.parse(readFileSync(path.join(folder, "unicode.json"), "utf8")) as Record<string, string>;
    known = Object.entries(table).map(([subset, ranges]) => [subset, parseUnicodeRange(ranges)]);
    subsetsByFamily.set(family, known);
  }
  return known;
}

/** Letters Inter's Latin files draw: the card never needs another font for them. */
const LATIN = /^[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]$/u;
const EMOJI = /\p{Extended_Pictographic}/u;
// Zero-width joiners, variation selectors and the like: they belong to the letter before them.
const INVISIBLE = /^(?:\u200c|\u200d|[\ufe00-\ufe0f])$/u;

/** Which subset files of which families cover the letters of `text` that Inter cannot draw. */
export function subsetsFor(text: string): { family: Family; subset: string }[] {
  const wanted = new Map<string, { family: Family; subset: string }>();
  for (const char of text) {
    if (INVISIBLE.test(char) || (LATIN.test(char) && !EMOJI.test(char))) continue;
    const code = char.codePointAt(0)!;
    for (const family of familiesFor(char)) {
      const hit = subsets(family).find(([, ranges]) => ranges.some(([from, to]) => code >= from && code <= to));
      if (hit) {
        wanted.set(`${family.file}/${hit[0]}`, { family, subset: hit[0] });
        break;
      }
    }
  }
  return [...wanted.values()];
}

/** The fonts, regular and bold, that draw `text`'s non-Latin letters; none for a Latin text. */
export function fontsFor(text: string): ScriptFont[] {
  return subsetsFor(text).flatMap(({ family, subset }) =>
    ([400, 700] as const).map((weight) => {
      // Read each time, not kept: pictures are drawn once per change, and CJK names alone could keep megabytes.
      const file = `${family.file}-${subset.replace(/[[\]]/g, "")}-${weight}-normal.woff`;
      const data = readFileSync(require.resolve(`${family.pkg}/files/${file}`));
      // One name per subset file: satori keeps a single font per name and weight.
      return { name: `${family.name} ${subset}`, data, weight, style: "normal" as const };
    }),
  );
}

/** True when the text's first strong letter is written right to left (Arabic, Hebrew…). */
export function startsRightToLeft(text: string): boolean {
  const strong = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]|\p{L}/u.exec(
    text,
  );
  return (
    strong !== null &&
    /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u.test(strong[0])
  );
}
