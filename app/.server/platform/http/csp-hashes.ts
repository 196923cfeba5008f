import { createHash } from "node:crypto";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP source expressions ('sha256-…') of every inline script in `html`, each once, in order. A page that is
 * the same for every visitor allows its inline scripts by hash instead of a per-request nonce, so one kept copy,
 * headers included, is valid for everyone. Browsers hash the script's text exactly as written, in UTF-8.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes!)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text!, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
