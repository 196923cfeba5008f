/**
 * Draws the printable tip sign (app/domain/tip-sign.ts says what is on it): one layout, in PDF points, drawn
 * by two backends: @cantoo/pdf-lib (the maintained fork of pdf-lib) for a vector, print-ready PDF (A4 or US Letter), and SVG rendered by sharp for a PNG.
 * The QR code's modules come from the qrcode package (no hand-written encoding) and are drawn as squares.
 */
import type { PDFFont } from "@cantoo/pdf-lib";
import QRCode from "qrcode";
import { hexToRgb } from "~/domain/colors";
import { PAGE_SIZES, type TipSignContent, type TipSignSize, toWinAnsi } from "~/domain/tip-sign";
import { loadSharp } from "../media/image-work";

type Op =
  | { kind: "rect"; x: number; y: number; width: number; height: number; color: string }
  | { kind: "text"; text: string; centerX: number; baseline: number; size: number; bold: boolean; color: string };

type Measure = (text: string, size: number, bold: boolean) => number;

const INK = "#111827";
const MUTED = "#4b5563";

/** The sign's drawing operations, top-down coordinates in points. */
function layout(content: TipSignContent, width: number, height: number, measure: Measure): Op[] {
  const ops: Op[] = [];
  const margin = 48;
  const centerX = width / 2;
  const usable = width - 2 * margin;
  const fit = (text: string, max: number, bold: boolean) => {
    let size = max;
    while (size > 10 && measure(text, size, bold) > usable) size -= 1;
    return size;
  };
  const text = (value: string, baseline: number, max: number, bold: boolean, color = INK) => {
    const size = fit(value, max, bold);
    ops.push({ kind: "text", text: value, centerX, baseline, size, bold, color });
    return size;
  };

  ops.push({ kind: "rect", x: 0, y: 0, width, height: 18, color: content.accent });
  ops.push({ kind: "rect", x: 0, y: height - 18, width, height: 18, color: content.accent });
  let y = margin + 18;
  y += text(content.headline, y + 64, 72, true, content.accent) + 4;
  const headlineName = content.headline.replace(/^Tip /, "");
  if (content.name !== headlineName) y += text(content.name, y + 28, 28, false, INK) + 8;
  else y += 8;

  const methodsHeight = content.methods.length === 0 ? 0 : 30 + content.methods.length * 24;
  const below = 40 + methodsHeight + 56; // "Scan to tip", the methods, the address and the footer
  const qrSize = Math.max(160, Math.min(320, height - y - below - margin));
  ops.push(...qrOps(content.profileUrl, (width - qrSize) / 2, y, qrSize));
  y += qrSize + 36;
  text("Scan to tip", y, 26, true);
  y += 14;
  if (content.methods.length > 0) {
    y += 26;
    text("Accepted here", y, 14, true, MUTED);
    for (const method of content.methods) {
      y += 24;
      text(method.detail ? `${method.label}  ${method.detail}` : method.label, y, 18, false);
    }
  }
  text(content.profileUrl, height - 18 - 34, 11, false, MUTED);
  text("Tipped", height - 18 - 16, 10, true, MUTED);
  return ops;
}

function qrOps(url: string, left: number, top: number, size: number): Op[] {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
  const quiet = 4; // modules of white around the code, as scanners expect
  const cell = size / (modules.size + 2 * quiet);
  const ops: Op[] = [{ kind: "rect", x: left, y: top, width: size, height: size, color: "#ffffff" }];
  for (let row = 0; row < modules.size; row++) {
    // Runs of dark modules become one rectangle: fewer shapes, no hairline gaps between them when printed.
    let start = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && modules.get(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        ops.push({
          kind: "rect",
          x: left + (quiet + start) * cell,
          y: top + (quiet + row) * cell,
          width: (col - start) * cell,
          height: cell,
          color: "#000000",
        });
        start = -1;
      }
    }
  }
  return ops;
}

/** @cantoo/pdf-lib (~10 MB resident) is loaded on the first sign drawn, not at start (docs/decisions/0011-memory.md). */
const loadPdfLib = () => import("@cantoo/pdf-lib");

export async function tipSignPdf(content: TipSignContent, size: TipSignSize): Promise<Uint8Array> {
  const { PDFDocument, rgb, StandardFonts } = await loadPdfLib();
  const pdfColor = (hex: string) => {
    const [r, g, b] = hexToRgb(hex);
    return rgb(r / 255, g / 255, b / 255);
  };
  const { width, height } = PAGE_SIZES[size];
  const pdf = await PDFDocument.create();
  pdf.setTitle(toWinAnsi(`${content.headline} · Tipped tip sign`));
  pdf.setCreator("Tipped");
  pdf.setProducer("Tipped");
  const page = pdf.addPage([width, height]);
  const fonts: Record<"bold" | "regular", PDFFont> = {
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    regular: await pdf.embedFont(StandardFonts.Helvetica),
  };
  const font = (bold: boolean) => (bold ? fonts.bold : fonts.regular);
  const safe = (content: TipSignContent): TipSignContent => ({
    ...content,
    headline: toWinAnsi(content.headline),
    name: toWinAnsi(content.name),
    methods: content.methods.map((m) => ({ label: toWinAnsi(m.label), detail: m.detail && toWinAnsi(m.detail) })),
  });
  for (const op of layout(safe(content), width, height, (text, size, bold) =>
    font(bold).widthOfTextAtSize(text, size),
  )) {
    if (op.kind === "rect") {
      page.drawRectangle({
        x: op.x,
        y: height - op.y - op.height,
        width: op.width,
        height: op.height,
        color: pdfColor(op.color),
      });
    } else {
      const textWidth = font(op.bold).widthOfTextAtSize(op.text, op.size);
      page.drawText(op.text, {
        x: op.centerX - textWidth / 2,
        y: height - op.baseline,
        size: op.size,
        font: font(op.bold),
        color: pdfColor(op.color),
      });
    }
  }
  return pdf.save();
}

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[ch]!);

/** The sign as a PNG of `pixelWidth` (default: A4 at 150 dpi). Text is measured with Helvetica's metrics. */
export async function tipSignPng(content: TipSignContent, pixelWidth = 1240): Promise<Buffer> {
  const { PDFDocument, StandardFonts } = await loadPdfLib();
  const { width, height } = PAGE_SIZES.a4;
  const measureDoc = await PDFDocument.create();
  const bold = await measureDoc.embedFont(StandardFonts.HelveticaBold);
  const regular = await measureDoc.embedFont(StandardFonts.Helvetica);
  const measure: Measure = (text, size, isBold) => (isBold ? bold : regular).widthOfTextAtSize(toWinAnsi(text), size);
  const shapes = layout(content, width, height, measure)
    .map((op) =>
      op.kind === "rect"
        ? `<rect x="${op.x.toFixed(2)}" y="${op.y.toFixed(2)}" width="${op.width.toFixed(2)}" height="${op.height.toFixed(2)}" fill="${op.color}"/>`
        : `<text x="${op.centerX.toFixed(2)}" y="${op.baseline.toFixed(2)}" font-size="${op.size}" font-weight="${op.bold ? 700 : 400}" fill="${op.color}" text-anchor="middle">${escapeXml(op.text)}</text>`,
    )
    .join("");
  const pixelHeight = Math.round((pixelWidth * height) / width);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="0 0 ${width} ${height}" font-family="Helvetica, 'Liberation Sans', Arial, 'DejaVu Sans', sans-serif" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#ffffff"/>${shapes}</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
