// A local S3-compatible server for tests: s3rver (from npm), plus the one call it lacks that @tus/s3-store needs,
// ListParts (GET /bucket/key?uploadId=…), answered from s3rver's own folder of pending parts.
import { mkdtempSync, rmSync } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

const S3_KEYS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/** Starts the server on a free port with `bucket` created; `stop()` and `start()` simulate an outage. */
export async function startS3({ bucket = "tipped-media", port = 0 } = {}) {
  const directory = mkdtempSync(path.join(tmpdir(), "tipped-s3-"));
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket }] });
  await s3rver.configureBuckets();
  const koa = s3rver.callback();
  const sockets = new Set();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://s3");
    const [, bucketName, ...key] = url.pathname.split("/");
    if (request.method === "GET" && url.searchParams.has("uploadId") && key.length > 0) {
      listParts(directory, bucketName, decodeURIComponent(key.join("/")), url.searchParams.get("uploadId")).then(
        (xml) => {
          response.writeHead(xml ? 200 : 404, { "content-type": "application/xml" });
          response.end(xml ?? noSuchUpload());
        },
        () => {
          response.writeHead(500).end();
        },
      );
      return;
    }
    koa(request, response);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  const listen = (onPort) => new Promise((resolve) => server.listen(onPort, "127.0.0.1", resolve));
  await listen(port);
  const address = server.address();
  const boundPort = typeof address === "object" && address ? address.port : port;
  const endpoint = `http://127.0.0.1:${boundPort}`;
  const stop = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  };
  return {
    endpoint,
    bucket,
    directory,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    /** Every object key in the bucket (s3rver keeps each object as "<key>._S3rver_object"). */
    async keys() {
      const found = [];
      const walk = async (folder, prefix) => {
        for (const entry of await readdir(folder, { withFileTypes: true }).catch(() => [])) {
          if (entry.isDirectory()) {
            if (!entry.name.startsWith("._S3rver_"))
              await walk(path.join(folder, entry.name), `${prefix}${entry.name}/`);
          } else if (entry.name.endsWith("._S3rver_object")) {
            found.push(`${prefix}${entry.name.slice(0, -"._S3rver_object".length)}`);
          }
        }
      };
      await walk(path.join(directory, bucket), "");
      return found.sort();
    },
    stop,
    start: () => listen(boundPort),
    async close() {
      await stop().catch(() => undefined);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

async function listParts(directory, bucket, key, uploadId) {
  if (!/^[0-9a-f]+$/.test(uploadId ?? "")) return null;
  const folder = path.join(directory, bucket, "._S3rver_uploads", uploadId);
  const names = await readdir(folder).catch(() => null);
  if (!names) return null;
  const parts = [];
  for (const name of names.filter((entry) => /^\d+$/.test(entry)).sort((a, b) => Number(a) - Number(b))) {
    const [info, md5] = await Promise.all([
      stat(path.join(folder, name)),
      readFile(path.join(folder, `${name}.md5`), "utf8"),
    ]);
    parts.push(`<Part><PartNumber>${name}</PartNumber><ETag>"${md5.trim()}"</ETag><Size>${info.size}</Size></Part>`);
  }
  const escaped = key.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<ListPartsResult><Bucket>${bucket}</Bucket><Key>${escaped}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join("")}</ListPartsResult>`;
}

function noSuchUpload() {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>`;
}
