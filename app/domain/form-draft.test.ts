import { describe, expect, it } from "vitest";
import { draftEntries, draftValues, newSaveKey, parseDraft, SAVE_KEY, withDraft } from "./form-draft";

describe("what a draft keeps", () => {
  it("keeps text fields in order, never the intent, the save key, the tax ID or a file", () => {
    const file = new File(["x"], "me.png");
    expect(
      draftEntries([
        ["firstName", "Rosa"],
        ["intent", "finish"],
        ["saveKey", "0".repeat(32)],
        ["taxID", "12-3456789"],
        ["photo", file],
        ["genres", "Jazz"],
      ]),
    ).toEqual([
      ["firstName", "Rosa"],
      ["genres", "Jazz"],
    ]);
  });

  it.each([
    [null, null],
    ["", null],
    ["not json", null],
    [JSON.stringify({ saveKey: "short", entries: [] }), null],
    [JSON.stringify({ saveKey: "a".repeat(32), entries: "x" }), null],
    [
      JSON.stringify({ saveKey: "a".repeat(32), entries: [["a", "1"], ["b"], [2, "x"]] }),
      { saveKey: "a".repeat(32), entries: [["a", "1"]] },
    ],
  ])("reads %j as %j", (stored, draft) => {
    expect(parseDraft(stored)).toEqual(draft);
  });
});

describe("a draft as the form's values", () => {
  it.each<[string, [string, string][], Record<string, unknown>]>([
    ["plain fields", [["description", "Violin"]], { description: "Violin" }],
    [
      "indexed lists",
      [
        ["tags[0]", "violin"],
        ["tags[1]", "pop"],
      ],
      { tags: ["violin", "pop"] },
    ],
    [
      "lists of objects",
      [
        ["videos[0].url", "https://youtu.be/a"],
        ["videos[0].id", "a"],
        ["videos[1].url", "https://youtu.be/b"],
        ["videos[1].id", "b"],
      ],
      {
        videos: [
          { url: "https://youtu.be/a", id: "a" },
          { url: "https://youtu.be/b", id: "b" },
        ],
      },
    ],
    [
      "a name given twice",
      [
        ["genres", "Jazz"],
        ["genres", "Pop"],
      ],
      { genres: ["Jazz", "Pop"] },
    ],
  ])("%s", (_, entries, values) => {
    expect(draftValues(entries)).toEqual(values);
  });

  const DEFAULTS = {
    description: "stored",
    thought: "stored thought",
    genres: ["Rock"],
    tags: ["old"],
    showTipAmounts: true,
    acceptsApplePay: false,
    taxID: "12-3456789",
  };

  it.each<[string, [string, string][], Partial<typeof DEFAULTS>]>([
    [
      "the draft wins for every field it has",
      [
        ["description", "typed"],
        ["thought", "typed thought"],
        ["genres", "Jazz"],
        ["tags[0]", "new"],
        ["showTipAmounts", "on"],
        ["acceptsApplePay", "on"],
      ],
      { description: "typed", thought: "typed thought", genres: ["Jazz"], tags: ["new"], acceptsApplePay: true },
    ],
    [
      "a field the draft lacks was emptied or unticked",
      [["description", "typed"]],
      { description: "typed", thought: "", genres: [], tags: [], showTipAmounts: false },
    ],
  ])("%s; the stored tax ID stays", (_, entries, changed) => {
    expect(withDraft(DEFAULTS, entries)).toEqual({ ...DEFAULTS, ...changed });
  });
});

describe("save keys", () => {
  it("are 32 hex digits", () => {
    expect(newSaveKey(new Uint8Array(16).fill(171))).toBe("ab".repeat(16));
    expect(newSaveKey(crypto.getRandomValues(new Uint8Array(16)))).toMatch(SAVE_KEY);
  });
});
