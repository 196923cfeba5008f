import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { qrSvgPath } from "./qr";

/** The dark cells the path draws, read back from its "M{x} {y}h{w}v1h{-w}z" rectangles. */
function cellsOf(path: string): Set<string> {
  const cells = new Set<string>();
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dx = 0; dx < Number(width); dx++) cells.add(`${Number(x) + dx},${y}`);
  }
  return cells;
}

describe("qrSvgPath", () => {
  it.each(["http://127.0.0.1:4300/profile/Fua8E6dH7fHpA1WFVjrjZ7E6isIIszWU", "https://tipped.example/profile/u1"])(
    "draws exactly the code's dark modules inside a 4-module quiet zone: %s",
    (url) => {
      const { modules } = QRCode.create(url, { errorCorrectionLevel: "L" });
      const { size, path } = qrSvgPath(url);
      expect(size).toBe(modules.size + 8);
      const expected = new Set<string>();
      for (let row = 0; row < modules.size; row++)
        for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) expected.add(`${col + 4},${row + 4}`);
      expect(cellsOf(path)).toEqual(expected);
    },
  );
});
