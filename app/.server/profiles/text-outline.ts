/**
 * Text as vector outlines, for the tip sign's lines that its PDF fonts (Helvetica, Latin only) cannot write: a name in
 * Arabic, Devanagari, Chinese, Japanese, Korean or with emoji. satori shapes the text (HarfBuzz: joined Arabic
 * letters, right to left; Devanagari's conjuncts) in Inter and the Noto fonts of picture-fonts.ts and writes each line
 * as an SVG path, which the PDF and the PNG draw like any other shape.
 */
import { fontsFor, interFonts, startsRightToLeft } from "./picture-fonts";

/** A line of text at font size 100: its path, the horizontal extent of its ink, and its baseline (SVG units, y down). */
export type Outline = { d: string; left: number; right: number; baseline: number };

const OUTLINE_SIZE = 100;

type Element = { type: string; props: { style: Record<string, unknown>; children: unknown } };
const element = (type: string, style: Record<string, unknown>, ...children: unknown[]): Element => ({
  type,
  props: { style, children: children.length === 1 ? children[0] : children },
});

/** Every x of a satori path (its commands are absolute M, L, Q and Z, so its numbers come in x, y pairs). */
function xs(d: string): number[] {
  const numbers = d.match(/-?\d+(?:\.\d+)?/g)?.map(Number) ?? [];
  return numbers.filter((_, index) => index % 2 === 0);
}

const pathsOf = (svg: string) => [...svg.matchAll(/<path[^>]*\sd="([^"]*)"/g)].map((match) => match[1]!);

/** The outline of one line of text; a capital H after it, in its own span, gives the baseline they share. */
export async function outlineText(text: string, bold: boolean): Promise<Outline> {
  const { default: satori } = await import("satori");
  const weight = bold ? 700 : 400;
  const width = OUTLINE_SIZE * ([...text].length + 2);
  const svg = await satori(
    element(
      "div",
      {
        display: "flex",
        alignItems: "baseline",
        fontFamily: "Inter",
        fontSize: OUTLINE_SIZE,
        fontWeight: weight,
        lineHeight: 1.4,
        whiteSpace: "nowrap",
        // A line that starts in Arabic (its words, or a name) is laid out right to left, so a Latin name in it
        // lands at its end, on the left.
        direction: startsRightToLeft(text) ? "rtl" : "ltr",
      },
      element("span", {}, text),
      element("span", { marginLeft: OUTLINE_SIZE / 2 }, "H"),
    ) as never,
    {
      width,
      height: OUTLINE_SIZE * 2,
      fonts: [...interFonts().filter((font) => font.weight === weight), ...fontsFor(text)],
    },
  );
  const paths = pathsOf(svg);
  const marker = paths.at(-1)!;
  const markerYs = (marker.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number).filter((_, index) => index % 2 === 1);
  const d = paths.slice(0, -1).join(" ");
  const inkXs = xs(d);
  if (inkXs.length === 0) return { d: "", left: 0, right: 0, baseline: Math.max(...markerYs) };
  return { d, left: Math.min(...inkXs), right: Math.max(...inkXs), baseline: Math.max(...markerYs) };
}

/** Its width at `size` points. */
export const outlineWidth = (outline: Outline, size: number) => ((outline.right - outline.left) * size) / OUTLINE_SIZE;

/** Where to put the outline so its ink is centred on `centerX` and its baseline on `baseline` (SVG coordinates, y down). */
export function placeOutline(outline: Outline, size: number, centerX: number, baseline: number) {
  const scale = size / OUTLINE_SIZE;
  return {
    scale,
    x: centerX - ((outline.left + outline.right) / 2) * scale,
    y: baseline - outline.baseline * scale,
  };
}
