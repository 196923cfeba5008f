declare module "madge" {
  /** The part of madge's API the architecture test uses (madge 8: lib/api.js). */
  type Result = {
    /** Each import circle as the files on it, in order. */
    circular(): string[][];
  };
  type Config = {
    fileExtensions?: string[];
    excludeRegExp?: RegExp[];
    tsConfig?: string;
    detectiveOptions?: Record<string, { skipTypeImports?: boolean }>;
  };
  export default function madge(path: string, config?: Config): Promise<Result>;
}
