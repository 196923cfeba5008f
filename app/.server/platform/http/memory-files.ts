/**
 * The build's client files (hashed assets, robots.txt, the favicons, the manifest, sw.js, the prerendered landing
 * page…) read once at start into memory with their precompressed .br/.gz twins (scripts/precompress.mjs), each with
 * its ETag and headers built once, the security headers among them: an answer is sent as it is (`madeOnce`). A
 * Range request gets the whole file (a server may ignore Range).
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { MiddlewareHandler } from "hono";
import { getMimeType } from "hono/utils/mime";
import { chooseEncoding } from "./compression";
import { notModified } from "./conditional";
import type { AppEnv } from "./types";

type Variant = "br" | "gzip" | "identity";

type MemoryFile = {
  etag: string;
  lastModified: string;
  /** Milliseconds since the epoch, at whole seconds (what Last-Modified can say). */
  modifiedAt: number;
  bodies: Partial<Record<Variant, Buffer>> & { identity: Buffer };
  headers: Record<Variant | "notModified", Record<string, string>>;
};

export type MemoryFiles = { files: Map<string, MemoryFile> };

/**
 * How long browsers keep a file: hashed assets for good, the service worker and prerendered pages (the landing page
 * changes with a sign-in) never without asking, the rest 1 h.
 */
function cacheControlFor(urlPath: string): string {
  if (urlPath === "/sw.js") return "no-cache";
  if (urlPath.endsWith(".html")) return "public, no-cache";
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  return "public, max-age=3600";
}

/** Reads every file under `clientDir` (not the .br/.gz twins themselves) with its twins. */
export function loadMemoryFiles(clientDir: string, securityHeaders: Record<string, string> = {}): MemoryFiles {
  const files = new Map<string, MemoryFile>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
      const urlPath = `/${path.relative(clientDir, full).split(path.sep).join("/")}`;
      const identity = readFileSync(full);
      const twin = (suffix: string) => {
        try {
          return readFileSync(`${full}${suffix}`);
        } catch {
          return undefined;
        }
      };
      const bodies: MemoryFile["bodies"] = { identity, br: twin(".br"), gzip: twin(".gz") };
      const modifiedAt = Math.floor(statSync(full).mtimeMs / 1000) * 1000;
      const lastModified = new Date(modifiedAt).toUTCString();
      const etag = `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
      const compressed = Boolean(bodies.br || bodies.gzip);
      const base: Record<string, string> = { ...securityHeaders };
      base["content-type"] = getMimeType(entry.name) ?? "application/octet-stream";
      base["cache-control"] = cacheControlFor(urlPath);
      base["etag"] = etag;
      base["last-modified"] = lastModified;
      if (compressed)
        base["vary"] = urlPath.endsWith(".html") ? "Accept-Encoding, Cookie, Accept-Language" : "Accept-Encoding";
      const sized = (body: Buffer | undefined, encoding?: string) =>
        body
          ? { ...base, ...(encoding ? { "content-encoding": encoding } : {}), "content-length": String(body.length) }
          : {};
      files.set(urlPath, {
        etag,
        lastModified,
        modifiedAt,
        bodies,
        headers: {
          br: sized(bodies.br, "br"),
          gzip: sized(bodies.gzip, "gzip"),
          identity: sized(identity),
          notModified: base,
        },
      });
    }
  };
  walk(clientDir);
  return { files };
}

type Accepted = { br: boolean; gzip: boolean };
const accepted = new Map<string, Accepted>();

/** Which compressed encodings an Accept-Encoding takes (q=0 refuses one); each distinct value is parsed once. */
function acceptedBy(acceptEncoding: string | undefined): Accepted {
  const key = acceptEncoding ?? "";
  let found = accepted.get(key);
  if (!found) {
    found = {
      br: chooseEncoding(key) === "br",
      gzip: chooseEncoding(key.replace(/\bbr\b/gi, "x-br")) === "gzip",
    };
    // Browsers send a handful of distinct values; the bound only guards against a client inventing new ones.
    if (accepted.size > 200) accepted.clear();
    accepted.set(key, found);
  }
  return found;
}

/** The encoding to send of `file`: the smallest twin the client takes, else the file itself. */
function variantFor(file: MemoryFile, acceptEncoding: string | undefined): Variant {
  if (!file.bodies.br && !file.bodies.gzip) return "identity";
  const takes = acceptedBy(acceptEncoding);
  if (file.bodies.br && takes.br) return "br";
  if (file.bodies.gzip && takes.gzip) return "gzip";
  return "identity";
}

function isNotModified(file: MemoryFile, ifNoneMatch: string | undefined, ifModifiedSince: string | undefined) {
  if (ifNoneMatch) return notModified(ifNoneMatch, file.etag);
  if (!ifModifiedSince) return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && file.modifiedAt <= since;
}

/** Answers GET and HEAD for a file of the build (a prerendered page only through `prerenderedPage`). */
export function memoryFiles(loaded: MemoryFiles): MiddlewareHandler<AppEnv> {
  return (c, next) => (c.req.path.endsWith("/index.html") ? next() : answer(loaded, c.req.path, c, next));
}

/** Answers with the prerendered page that prerendered.ts chose for this request, if any. */
export function prerenderedPage(loaded: MemoryFiles): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const page = c.get("prerendered");
    return page ? answer(loaded, page.file, c, next) : next();
  };
}

async function answer(
  { files }: MemoryFiles,
  filePath: string,
  c: Parameters<MiddlewareHandler<AppEnv>>[0],
  next: () => Promise<void>,
) {
  const method = c.req.method;
  const file = method === "GET" || method === "HEAD" ? files.get(filePath) : undefined;
  if (!file) return next();
  c.set("madeOnce", true);
  if (isNotModified(file, c.req.header("if-none-match"), c.req.header("if-modified-since")))
    return new Response(null, { status: 304, headers: file.headers.notModified });
  const variant = variantFor(file, c.req.header("accept-encoding"));
  // A Buffer is a Uint8Array: sent as it is, not copied.
  const body = method === "HEAD" ? null : (file.bodies[variant] as Uint8Array<ArrayBuffer>);
  return new Response(body, { status: 200, headers: file.headers[variant] });
}
