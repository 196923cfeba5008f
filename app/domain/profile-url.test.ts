import { describe, expect, it } from "vitest";
import { editProfileFieldPath, profilePath, profileUrl } from "./profile-url";

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

describe("editProfileFieldPath", () => {
  it("opens the owner's editor at a field, by the id the editor's form gives it", () => {
    expect(editProfileFieldPath("abc", "timeZone")).toBe("/profile/abc/edit#edit-profile-timeZone");
    expect(editProfileFieldPath("a b", "timeZone")).toBe("/profile/a%20b/edit#edit-profile-timeZone");
  });
});
