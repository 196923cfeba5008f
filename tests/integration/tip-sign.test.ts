import { PDFDocument } from "@cantoo/pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { completedPerformer, signedUpClient, TestClient, VALID_REQUIRED_INFO } from "../support/http-client";
import { startFreshServer } from "../support/fresh-server";

const server = await startFreshServer();
const baseUrl = server.url;

describe("printable tip sign", () => {
  it("gives the owner a PDF in A4 and US Letter and a PNG, drawn from their own profile", async () => {
    const { client } = await completedPerformer(baseUrl, { venmoUrl: "venmo.com/u/saxmaya" });
    for (const [size, width, height] of [
      ["a4", 595.28, 841.89],
      ["letter", 612, 792],
    ] as const) {
      const response = await client.get(`/api/tip-sign.pdf?size=${size}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toBe(`attachment; filename="tip-sign-sax-maya-${size}.pdf"`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBe(1);
      const page = pdf.getPage(0).getSize();
      expect(page.width).toBeCloseTo(width, 1);
      expect(page.height).toBeCloseTo(height, 1);
      expect(pdf.getTitle()).toBe("Tip Maya · Tipped tip sign");
    }
    const png = await client.get("/api/tip-sign.png");
    expect(png.headers.get("content-type")).toBe("image/png");
    const meta = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1240, 1754]);
  });

  it("needs a signed-in owner with a finished profile, and a known paper size", async () => {
    const anonymous = new TestClient(baseUrl);
    expect((await anonymous.get("/api/tip-sign.pdf")).status).toBe(401);
    expect((await anonymous.get("/api/tip-sign.png")).status).toBe(401);
    const { client } = await signedUpClient(baseUrl);
    const unfinished = await client.get("/api/tip-sign.pdf?size=a4");
    expect(unfinished.status).toBe(409);
    expect(((await unfinished.json()) as { error: string }).error).toBe(
      "Finish your profile first: the sign is made from it",
    );
    const { client: owner } = await completedPerformer(baseUrl);
    const badSize = await owner.get("/api/tip-sign.pdf?size=a3");
    expect(badSize.status).toBe(400);
    expect(((await badSize.json()) as { error: string }).error).toBe("size must be a4 or letter");
  });

  it("draws a name with Unicode noncharacters (U+FFFE, U+FFFF) as a PNG and a PDF", async () => {
    const { client, uid } = await completedPerformer(baseUrl);
    const edit = await client.postForm(`/profile/${uid}/edit`, {
      ...VALID_REQUIRED_INFO,
      altName: "Sax\uFFFE Maya\uFFFF",
    });
    expect(edit.status).toBe(302);
    const png = await client.get("/api/tip-sign.png");
    expect(png.status).toBe(200);
    expect((await sharp(Buffer.from(await png.arrayBuffer())).metadata()).format).toBe("png");
    expect((await client.get("/api/tip-sign.pdf?size=a4")).status).toBe(200);
  });
});
