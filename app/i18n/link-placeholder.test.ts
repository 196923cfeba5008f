import { afterEach, describe, expect, it } from "vitest";
import { overwriteGetLocale } from "./paraglide/runtime.js";
import { linkPlaceholder } from "./link-placeholder";

describe("linkPlaceholder", () => {
  afterEach(() => overwriteGetLocale(() => "en"));

  it.each([
    ["en", "paypal.me/{name} or {name}", "paypal.me/yourname or yourname"],
    ["en", "${tag}", "$yourtag"],
    ["en", "open.spotify.com/artist/…", "open.spotify.com/artist/…"],
    ["de", "venmo.com/u/{name} or @{name}", "venmo.com/u/deinname oder @deinname"],
    ["de", "facebook.com/{page}", "facebook.com/deineseite"],
    ["es", "@{channel}", "@tucanal"],
    ["fr", "paypal.me/{name} or {name}", "paypal.me/votrenom ou votrenom"],
    ["ar", "paypal.me/{name} or {name}", "paypal.me/yourname أو yourname"],
  ])("in %s, %s reads %s", (locale, example, expected) => {
    overwriteGetLocale(() => locale as "en");
    expect(linkPlaceholder(example)).toBe(expected);
  });
});
