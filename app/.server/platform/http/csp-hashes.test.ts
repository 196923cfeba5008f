import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./csp-hashes";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script's exact text once, and skips scripts with a src", () => {
    const html =
      '<head><script>window.a = 1;</script><script type="module" src="/assets/x.js"></script></head>' +
      '<body><script type="module" async="">\nimport "/assets/y.js";\n</script><script>window.a = 1;</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha("window.a = 1;"), sha('\nimport "/assets/y.js";\n')]);
  });

  it("hashes non-ASCII text as UTF-8, as browsers do", () => {
    expect(inlineScriptHashes("<script>“tip”</script>")).toEqual([sha("“tip”")]);
    expect(inlineScriptHashes("<script>“tip”</script>")).not.toEqual([
      `'sha256-${createHash("sha256").update("“tip”", "latin1").digest("base64")}'`,
    ]);
  });

  it("finds nothing in a page without inline scripts", () => {
    expect(inlineScriptHashes('<p>no scripts</p><script src="/a.js"></script>')).toEqual([]);
  });
});
