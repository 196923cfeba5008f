import QRCode from "qrcode";

/** Modules of white around the code, as scanners expect (the sign's page around it is dark). */
const QUIET = 4;

/**
 * A QR code as one SVG path, for the sign screen to draw inline (no image to fetch, so it shows offline). Error
 * correction "L": a screen is not torn or soiled like paper, and fewer, larger modules scan from further away.
 * Runs of dark modules on a row are one rectangle each. Payment codes ask for "M", as the EPC guidelines do.
 */
export function qrSvgPath(text: string, level: "L" | "M" = "L"): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: level });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && modules.get(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        parts.push(`M${QUIET + start} ${QUIET + row}h${col - start}v1h${start - col}z`);
        start = -1;
      }
    }
  }
  return { size: modules.size + 2 * QUIET, path: parts.join("") };
}
