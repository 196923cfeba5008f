/**
 * The build's client files (hashed assets, robots.txt, the favicons, the manifest, sw.js…) read once at start
 * into memory with their precompressed .br/.gz twins (scripts/precompress.mjs), each with its ETag and every
 * header set built once, and answered by a Node request listener before any Request or Response object exists.
 * A request this cannot answer exactly as static-files.ts would (another method, a Range, a path that is not a
 * file of the build as written) returns false and goes on to the Hono app, which still serves the folder.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { getMimeType } from "hono/utils/mime";
import { chooseEncoding } from "./compression";
import { notModified } from "./conditional";

type Variant = "br" | "gzip" | "identity";

export type MemoryFile = {
  etag: string;
  lastModified: string;
  /** Milliseconds since the epoch, at whole seconds (what Last-Modified can say). */
  modifiedAt: number;
  bodies: Partial<Record<Variant, Buffer>> & { identity: Buffer };
  headers: Record<Variant | "notModified", Record<string, string>>;
};

export type MemoryFiles = {
  files: Map<string, MemoryFile>;
  /** Bytes held, all encodings together. */
  bytes: number;
};

/** How long browsers keep a file: hashed assets for good, the service worker never without asking, the rest 1 h. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath === "/sw.js") return "no-cache";
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  return "public, max-age=3600";
}

/** The URL path of every file under `clientDir` (twins included), e.g. "/assets/x.js". */
export function listClientFiles(clientDir: string): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else found.add(`/${path.relative(clientDir, full).split(path.sep).join("/")}`);
    }
  };
  walk(clientDir);
  return found;
}

/** Reads every file under `clientDir` (not the .br/.gz twins themselves) with its twins. */
export function loadMemoryFiles(clientDir: string, securityHeaders: [string, string][]): MemoryFiles {
  const files = new Map<string, MemoryFile>();
  let bytes = 0;
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
      const base: Record<string, string> = Object.fromEntries(securityHeaders);
      base["content-type"] = getMimeType(entry.name) ?? "application/octet-stream";
      base["cache-control"] = cacheControlFor(urlPath);
      base["etag"] = etag;
      base["last-modified"] = lastModified;
      if (compressed) base["vary"] = "Accept-Encoding";
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
      bytes += identity.length + (bodies.br?.length ?? 0) + (bodies.gzip?.length ?? 0);
    }
  };
  walk(clientDir);
  return { files, bytes };
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

export function isNotModified(file: MemoryFile, ifNoneMatch: string | undefined, ifModifiedSince: string | undefined) {
  if (ifNoneMatch) return notModified(ifNoneMatch, file.etag);
  if (!ifModifiedSince) return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && file.modifiedAt <= since;
}

/** The listener: true when it answered. */
export function memoryFilesListener({ files }: MemoryFiles) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const method = req.method;
    if ((method !== "GET" && method !== "HEAD") || !req.url || req.headers.range) return false;
    const query = req.url.indexOf("?");
    const file = files.get(query === -1 ? req.url : req.url.slice(0, query));
    if (!file) return false;
    if (isNotModified(file, req.headers["if-none-match"], req.headers["if-modified-since"])) {
      res.writeHead(304, file.headers.notModified);
      res.end();
      return true;
    }
    const variant = variantFor(file, req.headers["accept-encoding"]);
    res.writeHead(200, file.headers[variant]);
    res.end(method === "HEAD" ? undefined : file.bodies[variant]);
    return true;
  };
}
