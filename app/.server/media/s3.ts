// Everything that speaks to S3: media files in the bucket and unfinished resumable uploads there. The AWS SDK and
// @tus/s3-store (~4 MB resident) are imported by the functions that build S3 objects, which runtime.ts calls only
// when S3_BUCKET is set, so a server without S3 never loads them (docs/decisions/0011-memory.md). They stay
// dynamic imports of external packages: an import() of this module would split the server build in chunks.
import type { S3ClientConfig, S3ServiceException } from "@aws-sdk/client-s3";
import type { S3Settings } from "../platform/settings";
import { isSafeMediaPath, MEDIA_CACHE_CONTROL, StorageUnavailable, type MediaStorage } from "./storage";
import type { UploadStore } from "./unfinished-uploads";

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

/** An S3-compatible bucket (AWS S3, R2, MinIO…). Objects carry their content type and cache policy. */
export async function createS3Storage(settings: S3Settings): Promise<MediaStorage> {
  const {
    DeleteObjectsCommand,
    GetObjectCommand,
    HeadBucketCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    S3Client,
  } = await import("@aws-sdk/client-s3");
  const client = new S3Client(s3ClientConfig(settings));
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

/** An error the store answered with (the SDK's S3ServiceException), told apart without loading the SDK. */
function isServiceException(error: unknown): error is S3ServiceException {
  return error instanceof Error && "$metadata" in error && typeof error.$metadata === "object" && "$fault" in error;
}

function isNotFound(error: unknown): boolean {
  return isServiceException(error) && (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404);
}

/** A start-up failure in words that name the setting to check. */
export function describeS3StartError(error: unknown, settings: S3Settings): string {
  const where = settings.endpoint ?? `AWS S3 (${settings.region})`;
  if (isServiceException(error)) {
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

/**
 * Unfinished resumable uploads in the bucket (parts and an .info object holding the owner), so any instance can
 * continue or check an upload.
 */
export async function createS3UploadStore(settings: S3Settings, expiryMs: number): Promise<UploadStore> {
  const [{ DeleteObjectsCommand, S3Client }, { S3Store }] = await Promise.all([
    import("@aws-sdk/client-s3"),
    import("@tus/s3-store"),
  ]);
  const datastore = new S3Store({
    useTags: false,
    expirationPeriodInMilliseconds: expiryMs,
    s3ClientConfig: { bucket: settings.bucket, ...s3ClientConfig(settings) },
  });
  // S3Store.remove aborts the multipart upload first, which fails once it is complete: the objects go directly.
  const client = new S3Client(s3ClientConfig(settings));
  return {
    datastore,
    ready: Promise.resolve(),
    async removeFiles(id) {
      const Objects = [id, `${id}.info`, `${id}.part`].map((Key) => ({ Key }));
      await client.send(new DeleteObjectsCommand({ Bucket: settings.bucket, Delete: { Objects, Quiet: true } }));
    },
  };
}
