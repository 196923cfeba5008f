import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Settings } from "../env";

/**
 * Where media files live. Callers speak in relative paths ("recipients/u1/profile/v1/96.webp"); the local
 * driver keeps them under $DATA_DIR/media, the S3 driver in a bucket (every instance sees the same files).
 */
export interface MediaStorage {
  readonly bucket: string;
  /** Where browsers can fetch files directly (a bucket or CDN address), when not through Tipped's /media/. */
  readonly publicUrl?: string;
  /** Fails with a message naming the setting to fix when the store cannot be used. */
  check(): Promise<void>;
  put(relativePath: string, body: Buffer): Promise<void>;
  get(relativePath: string): Promise<Buffer | null>;
  /** Removes one file, or a whole folder with everything under it. */
  remove(relativePath: string): Promise<void>;
}

const SAFE_PATH = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Relative paths are built by the server, but are still checked: no "..", no absolute paths, no odd characters. */
export function isSafeMediaPath(relativePath: string): boolean {
  return SAFE_PATH.test(relativePath) && !relativePath.split("/").some((part) => part === "." || part === "..");
}

export function createLocalStorage(root: string): MediaStorage {
  const base = path.resolve(root);
  const resolve = (relativePath: string) => {
    if (!isSafeMediaPath(relativePath)) throw new Error(`Unsafe media path: ${relativePath}`);
    const full = path.resolve(base, relativePath);
    if (!full.startsWith(base + path.sep)) throw new Error(`Media path leaves the media folder: ${relativePath}`);
    return full;
  };
  return {
    bucket: "local",
    async check() {
      await mkdir(base, { recursive: true });
    },
    async put(relativePath, body) {
      const full = resolve(relativePath);
      await mkdir(path.dirname(full), { recursive: true });
      // Written beside, then renamed: a reader never sees half a file.
      const partial = `${full}.${process.pid}.partial`;
      await writeFile(partial, body);
      await rename(partial, full);
    },
    async get(relativePath) {
      if (!isSafeMediaPath(relativePath)) return null;
      try {
        const full = resolve(relativePath);
        if (!(await stat(full)).isFile()) return null;
        return await readFile(full);
      } catch {
        return null;
      }
    },
    async remove(relativePath) {
      await rm(resolve(relativePath), { recursive: true, force: true });
    },
  };
}

/** The object store did not answer (an outage, throttling): the request may be tried again later. */
export class StorageUnavailable extends Error {
  readonly status = 503;
  constructor(cause: unknown) {
    super("Photo storage is not answering right now. Please try again in a moment.", { cause });
    this.name = "StorageUnavailable";
  }
}

/** Each media URL names one version of one file, so it is cached for good, by browsers and any CDN. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // A hung store must not hold a request for long: the upload answers 503 instead.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    maxAttempts: 2,
    // Checksums only where the API requires them: the SDK's default (streamed aws-chunked bodies with trailing
    // checksums) is not understood by many S3-compatible stores and ends up inside the stored object.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  };
}

export const s3Client = (settings: S3Settings) => new S3Client(s3ClientConfig(settings));

/** An S3-compatible bucket (AWS S3, R2, MinIO…). Objects carry their content type and cache policy. */
export function createS3Storage(settings: S3Settings, client = s3Client(settings)): MediaStorage {
  const Bucket = settings.bucket;
  const key = (relativePath: string) => {
    if (!isSafeMediaPath(relativePath)) throw new Error(`Unsafe media path: ${relativePath}`);
    return relativePath;
  };
  const unavailable = (error: unknown) => (error instanceof StorageUnavailable ? error : new StorageUnavailable(error));
  return {
    bucket: Bucket,
    publicUrl: settings.publicUrl,
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw new Error(describeS3StartError(error, settings), { cause: error });
      }
    },
    async put(relativePath, body) {
      const Key = key(relativePath);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key,
            Body: body,
            ContentType: relativePath.endsWith(".webp") ? "image/webp" : "application/octet-stream",
            CacheControl: MEDIA_CACHE_CONTROL,
          }),
        );
      } catch (error) {
        throw unavailable(error);
      }
    },
    async get(relativePath) {
      if (!isSafeMediaPath(relativePath)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: relativePath }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw unavailable(error);
      }
    },
    async remove(relativePath) {
      const prefix = key(relativePath);
      try {
        // The path may be one object or a "folder": every key under it goes too, a page of 1000 at a time.
        const keys = [prefix];
        let ContinuationToken: string | undefined;
        do {
          const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${prefix}/`, ContinuationToken }));
          for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
          ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
        for (let start = 0; start < keys.length; start += 1000) {
          const Objects = keys.slice(start, start + 1000).map((Key) => ({ Key }));
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        }
      } catch (error) {
        throw unavailable(error);
      }
    },
  };
}

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404);
}

/** A start-up failure in words that name the setting to check. */
export function describeS3StartError(error: unknown, settings: S3Settings): string {
  const where = settings.endpoint ?? `AWS S3 (${settings.region})`;
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode;
    if (error.name === "NotFound" || error.name === "NoSuchBucket" || status === 404) {
      return `S3_BUCKET: the bucket "${settings.bucket}" does not exist at ${where}. Create it, or fix S3_BUCKET.`;
    }
    if (
      status === 403 ||
      status === 401 ||
      /AccessDenied|InvalidAccessKeyId|SignatureDoesNotMatch|Forbidden/.test(error.name)
    ) {
      return `S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: ${where} refused these keys for bucket "${settings.bucket}" (${error.name}).`;
    }
    if (status === 301 || /PermanentRedirect|AuthorizationHeaderMalformed/.test(error.name)) {
      return `S3_REGION: the bucket "${settings.bucket}" is in another region than "${settings.region}" (${error.name}).`;
    }
    return `S3_ENDPOINT: ${where} answered ${status ?? "?"} ${error.name} for bucket "${settings.bucket}".`;
  }
  const reason = error instanceof Error ? error.message : String(error);
  return `S3_ENDPOINT: could not reach ${where} (${reason}).`;
}
