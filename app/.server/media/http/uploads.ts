import type { Readable } from "node:stream";
import { Server as TusServer } from "@tus/server";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { isImageKind, MAX_UPLOAD_BYTES, MAX_UPLOAD_MESSAGE } from "~/domain/media";
import { ImageRejected } from "../images";
import { errorForLog } from "../../platform/log-safe";
import { StorageUnavailable } from "../storage";
import { type ClaimRefusal, TOO_MANY_FROM_CLIENT_MESSAGE, TOO_MANY_UNFINISHED_MESSAGE } from "../unfinished-uploads";
import { LOW_DISK_MESSAGE, roomFor } from "../../platform/disk-space";
import { limitKey } from "../../platform/rate-limit";
import { limitSubject } from "../../platform/client-ip";
import { removeGalleryImage, storeUpload } from "../uploads";
import { createUploadLocker } from "../upload-locks";
import type { Runtime } from "../../runtime";
import { handleApiError, jsonError } from "../../platform/http/errors";
import { enforceLimit, requireApiUser } from "../../platform/http/guards";
import type { AppEnv } from "../../platform/http/types";
import { validate } from "../../platform/http/validation";
import { setAnswerHeader } from "../../platform/http/answer-headers";

const TUS_PATH = "/uploads/tus";
const UPLOAD_ID = /^[0-9a-f]{32}$/;
const OWNER_HEADER = "x-tipped-upload-owner"; // set here from the session, never taken from the client
const CLIENT_HEADER = "x-tipped-upload-client"; // likewise, from the client's address
const UPLOAD_LIMIT = { max: 60, windowSeconds: 600 };

type TusError = { status_code: number; body: string };
const isTusError = (error: unknown): error is TusError =>
  typeof error === "object" && error !== null && typeof (error as TusError).status_code === "number";
const tusError = (status_code: number, error: string): TusError => ({ status_code, body: JSON.stringify({ error }) });

/** Why a new upload may not start, as an answer the upload form shows. */
const CLAIM_REFUSED: Record<ClaimRefusal, TusError> = {
  account: tusError(429, TOO_MANY_UNFINISHED_MESSAGE),
  client: tusError(429, TOO_MANY_FROM_CLIENT_MESSAGE),
  total: tusError(507, LOW_DISK_MESSAGE),
};

/**
 * Photo uploads, outside /api (whose JSON body limit is 100 KB): `POST /uploads/{profile|banner|gallery}` takes
 * a small image in one request; larger ones go through tus at /uploads/tus (resumable, 256 KB chunks). Either
 * way the server takes the owner from the session, processes the image and saves it to the owner's profile.
 */
export function createUploads(runtime: Runtime) {
  // Where unfinished uploads wait, each account's slots and the expiry sweep: app/.server/media/unfinished-uploads.ts.
  const { datastore, ready, claim, discard } = runtime.media.unfinishedUploads;
  const { dataDir, MIN_FREE_DISK_BYTES } = runtime.settings;
  /** Whether `incoming` bytes leave the disk its minimum free space: checked before any upload byte is taken. */
  const diskHasRoomFor = (incoming: number) => roomFor(dataDir, incoming, MIN_FREE_DISK_BYTES);

  const tus = new TusServer({
    path: TUS_PATH,
    datastore,
    locker: createUploadLocker(),
    maxSize: MAX_UPLOAD_BYTES,
    relativeLocation: true,
    namingFunction: () => crypto.randomUUID().replaceAll("-", ""),
    async onUploadCreate(req, upload) {
      const owner = req.headers.get(OWNER_HEADER);
      if (!owner) throw tusError(401, "Sign in first");
      const kind = upload.metadata?.kind;
      if (!isImageKind(kind)) throw tusError(400, "kind must be profile, banner or gallery");
      if (upload.size === undefined) throw tusError(400, "The upload's length must be known");
      if (!(upload.metadata?.filetype ?? "").startsWith("image/"))
        throw tusError(415, "Only image files can be uploaded");
      const refused = await claim(upload.id, {
        uid: owner,
        clientKey: req.headers.get(CLIENT_HEADER) ?? "",
        bytes: upload.size,
      });
      if (refused) throw CLAIM_REFUSED[refused];
      return { metadata: { ...upload.metadata, owner } };
    },
    async onUploadFinish(_req, upload) {
      try {
        const bytes = await readAll(await datastore.read(upload.id));
        const metadata = upload.metadata ?? {};
        const result = await storeUpload(
          runtime,
          { uid: metadata.owner ?? "" },
          {
            kind: isImageKind(metadata.kind) ? metadata.kind : "gallery",
            bytes,
            fileName: metadata.filename ?? "photo",
            index: Number(metadata.index) || 0,
          },
        );
        return { status_code: 200, headers: { "Content-Type": "application/json" }, body: JSON.stringify(result) };
      } catch (error) {
        if (error instanceof ImageRejected) throw tusError(error.status, error.message);
        if (error instanceof StorageUnavailable) throw tusError(503, error.message);
        console.error(`Upload processing failed: ${errorForLog(error)}`);
        throw tusError(500, "Your photo could not be saved. Please try again.");
      } finally {
        await discard(upload.id).catch((error: unknown) =>
          console.error(`Could not remove an upload's original: ${errorForLog(error)}`),
        ); // never kept
      }
    },
    onResponseError(_req, error) {
      // A thrown Error here is the upload store failing (S3 down, disk full): the client may try again later.
      if (error instanceof Error) {
        console.error(`Resumable upload store failed: ${errorForLog(error)}`);
        return tusError(503, new StorageUnavailable(error).message);
      }
      // tus's own refusals (e.g. "Maximum size exceeded") become our JSON error shape and wording.
      if (error.body.startsWith("{")) return error;
      const message = error.status_code === 413 ? MAX_UPLOAD_MESSAGE : error.body.trim() || "Upload failed";
      return { status_code: error.status_code, body: JSON.stringify({ error: message }) };
    },
  });

  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    await next();
    setAnswerHeader(c, "Cache-Control", "no-store");
  });

  app.all("/tus/:id?", async (c) => {
    await ready;
    const owner = await requireApiUser(c);
    const id = c.req.param("id");
    const headers = new Headers(c.req.raw.headers);
    headers.delete(OWNER_HEADER);
    headers.delete(CLIENT_HEADER);
    if (id === undefined) {
      if (c.req.method === "POST") {
        await enforceLimit(c, "upload", owner.id, UPLOAD_LIMIT);
        if (!(await diskHasRoomFor(Number(c.req.header("upload-length")) || 0)))
          return jsonError(c, 507, LOW_DISK_MESSAGE);
      }
      headers.set(OWNER_HEADER, owner.id);
      headers.set(
        CLIENT_HEADER,
        limitKey(runtime.settings.AUTH_SECRET, `unfinished-upload:${limitSubject(c.get("clientIp"))}`),
      );
    } else {
      // An id is ours only if it has our shape (so "../x" never reaches the file store) and is this user's.
      if (!UPLOAD_ID.test(id)) return jsonError(c, 404, "Unknown upload");
      const upload = await datastore.getUpload(id).catch((error: unknown) => {
        // tus's own "not found" (404, or 410 once its file is gone) is final; anything else is the store not
        // answering, and the upload may still be resumed once it is back: 503 with Retry-After.
        if (isTusError(error) && (error.status_code === 404 || error.status_code === 410)) return null;
        throw new StorageUnavailable(error);
      });
      if (!upload) return jsonError(c, 404, "Unknown upload");
      if (upload.metadata?.owner !== owner.id) return jsonError(c, 403, "This upload belongs to someone else");
      const incoming = Number(c.req.header("content-length")) || (upload.size ?? 0) - upload.offset;
      if (c.req.method === "PATCH" && !(await diskHasRoomFor(incoming))) return jsonError(c, 507, LOW_DISK_MESSAGE);
    }
    const request = new Request(c.req.raw, { headers, duplex: "half" } as RequestInit);
    const response = await tus.handleWeb(request);
    // A terminated upload (tus DELETE) also gives its account's slot back at once.
    if (id !== undefined && c.req.method === "DELETE" && response.status === 204)
      await discard(id).catch(() => undefined); // its files are gone already; the slot is what is left
    return response;
  });

  app.post(
    "/gallery/remove",
    validate("json", z.object({ url: z.string().max(500, "url is too long") })),
    async (c) => {
      const owner = await requireApiUser(c);
      const images = await removeGalleryImage(runtime, owner.id, c.req.valid("json").url);
      if (!images) return jsonError(c, 404, "That photo is not in your gallery");
      return c.json({ images });
    },
  );

  app.post(
    "/:kind{profile|banner|gallery}",
    bodyLimit({ maxSize: MAX_UPLOAD_BYTES, onError: (c) => jsonError(c, 413, MAX_UPLOAD_MESSAGE) }),
    async (c) => {
      const owner = await requireApiUser(c);
      await enforceLimit(c, "upload", owner.id, UPLOAD_LIMIT);
      const kind = c.req.param("kind");
      if (!isImageKind(kind)) return jsonError(c, 404, "Unknown kind of photo");
      if (!(c.req.header("content-type") ?? "").startsWith("image/"))
        return jsonError(c, 415, "Only image files can be uploaded");
      const bytes = Buffer.from(await c.req.arrayBuffer());
      if (!(await diskHasRoomFor(bytes.length))) return jsonError(c, 507, LOW_DISK_MESSAGE);
      try {
        const result = await storeUpload(
          runtime,
          { uid: owner.id },
          {
            kind,
            bytes,
            fileName: decodeFileName(c.req.header("x-file-name")),
            index: Number(c.req.header("x-gallery-index")) || 0,
          },
        );
        return c.json(result, 201);
      } catch (error) {
        if (error instanceof ImageRejected || error instanceof StorageUnavailable)
          return jsonError(c, error.status, error.message);
        throw error;
      }
    },
  );

  app.onError(handleApiError);
  return app;
}

function decodeFileName(header: string | undefined): string {
  try {
    return decodeURIComponent(header ?? "photo").slice(0, 200);
  } catch {
    return "photo";
  }
}

async function readAll(stream: Readable | NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
