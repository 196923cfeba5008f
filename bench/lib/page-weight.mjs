// The JavaScript a page makes the browser download: its module scripts and preloads, gzip-compressed.
import { gzipSync } from "node:zlib";

export async function clientJavaScript(baseUrl, pathname) {
  const html = await (await fetch(new URL(pathname, baseUrl))).text();
  const sources = new Set(
    [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]),
  );
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) sources.add(match[1]);
  let raw = 0;
  let gzip = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, baseUrl))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { page: pathname, files: sources.size, rawBytes: raw, gzipBytes: gzip };
}
