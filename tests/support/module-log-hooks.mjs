// The resolve hook registered by module-log.mjs (it runs on Node's loader thread).
import { appendFileSync } from "node:fs";

let file;

export function initialize(data) {
  file = data.file;
}

export async function resolve(specifier, context, nextResolve) {
  if (!/^(?:node:|\.|\/|file:|data:)/.test(specifier)) appendFileSync(file, `${specifier}\n`);
  return nextResolve(specifier, context);
}
