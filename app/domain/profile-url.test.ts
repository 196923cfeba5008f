import { describe, expect, it } from "vitest";
import { editProfilePath, profilePath, profileSubpath, profileUrl } from "./profile-url";

describe("profilePath", () => {
  it("uses the short link when the profile has one", () => {
    expect(profilePath({ ownerUid: "abc", handle: "jo-plays" })).toBe("/@jo-plays");
  });
  it("falls back to the profile id", () => {
    expect(profilePath({ ownerUid: "a b", handle: null })).toBe("/profile/a%20b");
    expect(profilePath({ ownerUid: "abc" })).toBe("/profile/abc");
  });
  it("is absolute on the public address", () => {
    expect(profileUrl("https://tipped.example/", { ownerUid: "abc", handle: "jo" })).toBe("https://tipped.example/@jo");
  });
});

describe("editProfilePath", () => {
  it("opens the owner's editor at a field, by the id the editor's form gives it", () => {
    expect(editProfilePath("abc", "timeZone")).toBe("/profile/abc/edit#edit-profile-timeZone");
    expect(editProfilePath("a b", "timeZone")).toBe("/profile/a%20b/edit#edit-profile-timeZone");
  });
  it("is the editor itself without a field", () => {
    expect(editProfilePath("abc")).toBe("/profile/abc/edit");
  });
});

describe("profileSubpath", () => {
  it.each([
    ["abc", "report", "/profile/abc/report"],
    ["abc", "card.png", "/profile/abc/card.png"],
    ["a b", "events.ics", "/profile/a%20b/events.ics"],
    ["abc", `events/${encodeURIComponent("ev 1")}.ics`, "/profile/abc/events/ev%201.ics"],
  ])("%s + %s is %s, under the permanent address whatever the short link", (uid, rest, path) => {
    expect(profileSubpath(uid, rest)).toBe(path);
  });
});
