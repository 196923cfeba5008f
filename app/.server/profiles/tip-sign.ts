/**
 * Draws the printable tip sign (app/domain/tip-sign.ts says what is on it): one layout, in PDF points, drawn
 * by two backends: @cantoo/pdf-lib (the maintained fork of pdf-lib) for a vector, print-ready PDF (A4 or US Letter), and SVG rendered by sharp for a PNG.
 * The QR code's modules come from the qrcode package (sign/qr.ts), drawn as one rectangle a run.
 */
import type { PDFFont } from "@cantoo/pdf-lib";
import { hexToRgb } from "~/domain/colors";
import type { Locale } from "~/domain/languages";
import { PAGE_SIZES, type TipSignContent, type TipSignSize, type TipSignWords, toWinAnsi } from "~/domain/tip-sign";
import { m } from "~/i18n/paraglide/messages.js";
import { loadSharp } from "../media/image-work";
import { QUIET, qrRuns } from "../sign/qr";
import { type Outline, outlineText, outlineWidth, placeOutline } from "./text-outline";

/** The sign's words in `locale` (default: the request's language). */
export function tipSignWords(locale?: Locale): TipSignWords {
  const options = locale ? { locale } : {};
  return {
    tip: (name) => m.rest_tip_name({ name }, options),
    scan: m.rest_sign_scan({}, options),
    accepted: m.rest_sign_accepted({}, options),
    camera: m.rest_sign_camera({}, options),
    bankingApp: m.rest_sign_bank({}, options),
    title: (headline) => m.rest_sign_title({ headline }, options),
  };
}

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
  if (content.showName) y += text(content.name, y + 28, 28, false, INK) + 8;
  else y += 8;

  const methodsHeight = content.methods.length === 0 ? 0 : 30 + content.methods.length * 24;
  const words = content.words;
  const below = 40 + methodsHeight + 56; // "Scan to tip", the methods, the address and the footer
  const qrSize = Math.max(160, Math.min(320, height - y - below - margin));
  if (content.railCode) {
    // Two codes side by side: the profile's for any phone's camera, the rail's for a banking app.
    const gap = 28;
    const size = Math.min(qrSize, (usable - gap) / 2);
    const [left, right] = [centerX - gap / 2 - size, centerX + gap / 2];
    ops.push(...qrOps(content.profileUrl, left, y, size), ...qrOps(content.railCode.code, right, y, size));
    y += size + 30;
    const label = (value: string, x: number, max: number, bold: boolean, color = INK) => {
      let fontSize = max;
      while (fontSize > 9 && measure(value, fontSize, bold) > size) fontSize -= 1;
      ops.push({ kind: "text", text: value, centerX: x, baseline: y, size: fontSize, bold, color });
    };
    label(words.scan, left + size / 2, 22, true);
    label(content.railCode.label, right + size / 2, 22, true);
    y += 18;
    label(words.camera, left + size / 2, 13, false, MUTED);
    label(words.bankingApp, right + size / 2, 13, false, MUTED);
  } else {
    ops.push(...qrOps(content.profileUrl, (width - qrSize) / 2, y, qrSize));
    y += qrSize + 36;
    text(words.scan, y, 26, true);
  }
  y += 14;
  if (content.methods.length > 0) {
    y += 26;
    text(words.accepted, y, 14, true, MUTED);
    for (const method of content.methods) {
      y += 24;
      text(method.detail ? `${method.label}  ${method.detail}` : method.label, y, 18, false);
    }
  }
  text(content.profileUrl, height - 18 - 34, 11, false, MUTED);
  text("Tipped", height - 18 - 16, 10, true, MUTED);
  return ops;
}

function qrOps(payload: string, left: number, top: number, size: number): Op[] {
  // Error correction M, as the EPC's guidelines ask of a SEPA transfer's code.
  const { modules, runs } = qrRuns(payload, "M");
  const cell = size / (modules + 2 * QUIET);
  return [
    { kind: "rect", x: left, y: top, width: size, height: size, color: "#ffffff" },
    ...runs.map(({ row, start, length }): Op => ({
      kind: "rect",
      x: left + (QUIET + start) * cell,
      y: top + (QUIET + row) * cell,
      width: length * cell,
      height: cell,
      color: "#000000",
    })),
  ];
}

type Outlines = Map<string, Outline>;
const outlineKey = (text: string, bold: boolean) => `${bold ? "b" : "r"}${text}`;

/**
 * Outlines of the sign's lines Helvetica cannot write (any letter outside Windows-1252: Arabic, CJK, Devanagari,
 * emoji…), found by laying the sign out once with Helvetica's measure; a Latin sign has none.
 */
async function outlinesFor(content: TipSignContent, width: number, height: number, measure: Measure) {
  const outlines: Outlines = new Map();
  for (const op of layout(content, width, height, measure)) {
    if (op.kind !== "text" || toWinAnsi(op.text) === op.text) continue;
    const key = outlineKey(op.text, op.bold);
    if (!outlines.has(key)) outlines.set(key, await outlineText(op.text, op.bold));
  }
  return outlines;
}

/** A measure that reads an outlined line's own width. */
const measuring =
  (outlines: Outlines, measure: Measure): Measure =>
  (text, size, bold) => {
    const outline = outlines.get(outlineKey(text, bold));
    return outline ? outlineWidth(outline, size) : measure(text, size, bold);
  };

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
  // The document's title is Unicode (UTF-16), so a name or words in any script keep their letters there.
  pdf.setTitle(content.words.title(content.headline));
  pdf.setCreator("Tipped");
  pdf.setProducer("Tipped");
  const page = pdf.addPage([width, height]);
  const fonts: Record<"bold" | "regular", PDFFont> = {
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    regular: await pdf.embedFont(StandardFonts.Helvetica),
  };
  const font = (bold: boolean) => (bold ? fonts.bold : fonts.regular);
  const helvetica: Measure = (text, size, bold) => font(bold).widthOfTextAtSize(toWinAnsi(text), size);
  const outlines = await outlinesFor(content, width, height, helvetica);
  for (const op of layout(content, width, height, measuring(outlines, helvetica))) {
    if (op.kind === "rect") {
      page.drawRectangle({
        x: op.x,
        y: height - op.y - op.height,
        width: op.width,
        height: op.height,
        color: pdfColor(op.color),
      });
      continue;
    }
    const outline = outlines.get(outlineKey(op.text, op.bold));
    if (outline) {
      const at = placeOutline(outline, op.size, op.centerX, op.baseline);
      page.drawSvgPath(outline.d, { x: at.x, y: height - at.y, scale: at.scale, color: pdfColor(op.color) });
      continue;
    }
    const text = toWinAnsi(op.text);
    const textWidth = font(op.bold).widthOfTextAtSize(text, op.size);
    page.drawText(text, {
      x: op.centerX - textWidth / 2,
      y: height - op.baseline,
      size: op.size,
      font: font(op.bold),
      color: pdfColor(op.color),
    });
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
  const helvetica: Measure = (text, size, isBold) => (isBold ? bold : regular).widthOfTextAtSize(toWinAnsi(text), size);
  const outlines = await outlinesFor(content, width, height, helvetica);
  const shapes = layout(content, width, height, measuring(outlines, helvetica))
    .map((op) => {
      if (op.kind === "rect") {
        return `<rect x="${op.x.toFixed(2)}" y="${op.y.toFixed(2)}" width="${op.width.toFixed(2)}" height="${op.height.toFixed(2)}" fill="${op.color}"/>`;
      }
      const outline = outlines.get(outlineKey(op.text, op.bold));
      if (outline) {
        const at = placeOutline(outline, op.size, op.centerX, op.baseline);
        return `<path transform="translate(${at.x.toFixed(2)} ${at.y.toFixed(2)}) scale(${at.scale.toFixed(4)})" d="${outline.d}" fill="${op.color}"/>`;
      }
      return `<text x="${op.centerX.toFixed(2)}" y="${op.baseline.toFixed(2)}" font-size="${op.size}" font-weight="${op.bold ? 700 : 400}" fill="${op.color}" text-anchor="middle">${escapeXml(op.text)}</text>`;
    })
    .join("");
  const pixelHeight = Math.round((pixelWidth * height) / width);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="0 0 ${width} ${height}" font-family="Helvetica, 'Liberation Sans', Arial, 'DejaVu Sans', sans-serif" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#ffffff"/>${shapes}</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
