// Two rules of the code's layout, kept by this test rather than by review: no module of app/ is over 300 lines, and
// no import circle runs between them. Type-only imports are left out: they vanish from the JavaScript, and the
// composition root's `Runtime` type is read by the features it composes.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import madge from "madge";
import { expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const APP = path.join(ROOT, "app");
/** Written by tools, not by us. */
const GENERATED = /^i18n\/paraglide\//;

const sources = readdirSync(APP, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !GENERATED.test(file))
  .sort();

it("keeps every module of app/ at 300 lines or fewer", () => {
  expect(sources.length).toBeGreaterThan(100);
  const long = sources
    .map((file) => ({ file, lines: readFileSync(path.join(APP, file), "utf8").trimEnd().split("\n").length }))
    .filter(({ lines }) => lines > 300);
  expect(long).toEqual([]);
});

it("has no import circle between the modules of app/", { timeout: 60_000 }, async () => {
  const graph = await madge(APP, {
    fileExtensions: ["ts", "tsx"],
    excludeRegExp: [/\.test\.tsx?$/, /paraglide/],
    tsConfig: path.join(ROOT, "tsconfig.json"),
    detectiveOptions: { ts: { skipTypeImports: true }, tsx: { skipTypeImports: true } },
  });
  expect(graph.circular()).toEqual([]);
});
