import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { signedUpClient, TestClient } from "../support/http-client";
import { startFreshServer } from "../support/fresh-server";

/**
 * Decompression bombs, the slow part of the hostile suite: tiny files of huge images uploaded
 * in parallel from several accounts while /api/health is asked every 50 ms; its p95 must stay under 200 ms.
 */
const server = await startFreshServer();

async function upload(client: TestClient, body: Buffer, contentType: string) {
  const response = await client.request("/uploads/gallery", {
    method: "POST",
    headers: { "content-type": contentType, "x-file-name": "bomb", origin: server.url },
    body: new Uint8Array(body),
  });
  await response.arrayBuffer();
  return response.status;
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#4a7a9c" } });

describe("decompression bombs", () => {
  it("in parallel, while health p95 stays under 200 ms", async () => {
    const bombs: [string, Buffer, string][] = [
      ["PNG 6300×6300 (39.7 MP)", await solid(6300, 6300).png({ compressionLevel: 9 }).toBuffer(), "image/png"],
      ["TIFF 3990×3990 (15.9 MP)", await solid(3990, 3990).tiff({ compression: "lzw" }).toBuffer(), "image/tiff"],
      [
        "TIFF 6300×6300 (over the dense limit)",
        await solid(6300, 6300).tiff({ compression: "lzw" }).toBuffer(),
        "image/tiff",
      ],
      ["lossless WebP 3990×3990", await solid(3990, 3990).webp({ lossless: true }).toBuffer(), "image/webp"],
    ];
    const accounts = await Promise.all(Array.from({ length: 4 }, () => signedUpClient(server.url)));
    const health = new TestClient(server.url);
    const timings: number[] = [];
    let uploading = true;
    const probe = (async () => {
      while (uploading) {
        const started = performance.now();
        const response = await health.get("/api/health");
        await response.arrayBuffer();
        timings.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const started = performance.now();
    const statuses = await Promise.all(
      accounts.flatMap(({ client }) =>
        bombs.flatMap(([, body, type]) => [upload(client, body, type), upload(client, body, type)]),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    uploading = false;
    await probe;
    timings.sort((a, b) => a - b);
    const p95 = timings[Math.floor(timings.length * 0.95)] ?? 0;
    const sizes = bombs.map(([name, body]) => `${name}: ${body.length} B`).join("; ");
    console.info(
      `bombs: ${statuses.length} uploads (${sizes}) in ${seconds.toFixed(1)} s; statuses ${JSON.stringify(countBy(statuses))}; ` +
        `health ${timings.length} probes, p95 ${p95.toFixed(0)} ms, max ${timings.at(-1)?.toFixed(0)} ms`,
    );
    expect(statuses.every((status) => status === 201 || status === 413 || status === 429)).toBe(true);
    expect(p95).toBeLessThan(200);
  });
});

function countBy(values: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
