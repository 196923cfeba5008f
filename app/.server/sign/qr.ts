import QRCode from "qrcode";

/** Modules of white around the code, as scanners expect. */
export const QUIET = 4;

/** One horizontal run of dark modules: its row and first column (without the quiet zone), and its length. */
type DarkRun = { row: number; start: number; length: number };

/**
 * A QR code's dark modules as runs along its rows (from the qrcode package: no hand-written encoding). Drawn as one
 * rectangle each, a code has fewer shapes and no hairline gaps between neighbouring modules when printed.
 */
export function qrRuns(text: string, level: "L" | "M"): { modules: number; runs: DarkRun[] } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: level });
  const runs: DarkRun[] = [];
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && modules.get(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        runs.push({ row, start, length: col - start });
        start = -1;
      }
    }
  }
  return { modules: modules.size, runs };
}

/**
 * A QR code as one SVG path, for the sign screen to draw inline (no image to fetch, so it shows offline). Error
 * correction "L": a screen is not torn or soiled like paper, and fewer, larger modules scan from further away.
 * Payment codes ask for "M", as the EPC guidelines do.
 */
export function qrSvgPath(text: string, level: "L" | "M" = "L"): { size: number; path: string } {
  const { modules, runs } = qrRuns(text, level);
  const path = runs
    .map(({ row, start, length }) => `M${QUIET + start} ${QUIET + row}h${length}v1h${-length}z`)
    .join("");
  return { size: modules + 2 * QUIET, path };
}
