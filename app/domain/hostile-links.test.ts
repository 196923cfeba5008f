import { describe, expect, it } from "vitest";
import { HOSTILE_LINKS, VALID_REQUIRED_INFO } from "../../tests/support/form-fixtures";
import { formatCashApp, formatLink, LINK_MESSAGE } from "./links";
import { PROFILE_LINKS } from "./profile-model";
import { profileEditSchema } from "./profile-forms";
import { paymentLinks, socialLinks } from "./profile-view";

// The required part is filled in correctly (VALID_REQUIRED_INFO), so only the link under test can fail.

/** What the public page would link to once the value is saved (Finish and the edit page format links alike). */
function renderedUrls(field: string, platform: string, value: string): string[] {
  const stored = field === "cashAppTag" ? formatCashApp(value) : { [field]: formatLink(platform as never, value) };
  return [...paymentLinks(stored as never), ...socialLinks(stored as never)].map((link) => link.url);
}

describe("hostile links: every value in every link field", () => {
  it.each(PROFILE_LINKS.map(({ field, platform }) => [field, platform]))(
    "%s is refused with the link message or becomes a plain http(s) link",
    (field, platform) => {
      let refused = 0;
      let rendered = 0;
      for (const value of HOSTILE_LINKS) {
        const parsed = profileEditSchema.safeParse({ ...VALID_REQUIRED_INFO, [field]: value });
        if (!parsed.success) {
          const issue = parsed.error.issues.find((entry) => entry.path[0] === field);
          expect(issue?.message, `${field} ${JSON.stringify(value)}`).toBe(LINK_MESSAGE);
          expect(parsed.error.issues.filter((entry) => entry.path[0] !== field)).toEqual([]);
          refused++;
          continue;
        }
        const urls = renderedUrls(field, platform, value);
        rendered += urls.length;
        for (const url of urls) {
          const parsedUrl = new URL(url);
          expect(["http:", "https:"], `${JSON.stringify(value)} gave ${url}`).toContain(parsedUrl.protocol);
          expect(parsedUrl.username + parsedUrl.password, url).toBe("");
          // eslint-disable-next-line no-control-regex -- control characters are what must not survive
          expect(url).not.toMatch(/[\s<>"'\\\u0000-\u001f\u202e]/);
        }
      }
      // Most are refused; those kept (a look-alike host is just another site) are rendered, as plain links. The
      // Cash App tag takes no URL of another site, so it refuses them all.
      expect(refused).toBeGreaterThan(HOSTILE_LINKS.length / 2);
      if (refused < HOSTILE_LINKS.length) expect(rendered).toBeGreaterThan(0);
    },
  );
});
