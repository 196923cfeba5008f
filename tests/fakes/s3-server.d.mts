export type LocalS3 = {
  endpoint: string;
  bucket: string;
  directory: string;
  env: Record<
    "S3_ENDPOINT" | "S3_BUCKET" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_FORCE_PATH_STYLE",
    string
  >;
  keys(): Promise<string[]>;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
};
export function startS3(options?: { bucket?: string; port?: number }): Promise<LocalS3>;
