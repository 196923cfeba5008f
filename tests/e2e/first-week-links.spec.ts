import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from "@cantoo/pdf-lib";
import type { Page } from "@playwright/test";
import { PROFILE_LINKS } from "../../app/domain/profile-model";
import { SAMPLE_DETAILS } from "../../scripts/lib/seed-profile.mjs";
import { addSession, expect, expectNoSidewaysScroll, screenshotToLookAt, test } from "./fixtures";

/**
 * A performer's first week, in Chromium on a 390 px phone and on desktop, the browser in Los Angeles and the server
 * in UTC: a link hidden from the page goes nowhere else either (tip sign, share card, its alt text), and the tags a
 * performer picks are shown.
 */
test.use({ timezoneId: "America/Los_Angeles" });

const ADMIN_PASSWORD = "e2e-admin-password"; // playwright.config.ts gives it to the server
const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
];

/** The sample performer with every link on the page except Venmo ("Show on my page" off). */
const VENMO_HIDDEN = {
  ...SAMPLE_DETAILS,
  linkToggles: "on",
  ...Object.fromEntries(
    PROFILE_LINKS.filter(({ field }) => field !== "venmoUrl").map(({ field }, index) => [
      `shownLinks[${index}]`,
      field,
    ]),
  ),
};

/** The lines of text drawn on a downloaded tip sign PDF. */
async function pdfTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const contents = pdf.getPage(0).node.Contents();
  const parts = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
  const operators = parts
    .filter((part) => part instanceof PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1"))
    .join("\n");
  return [...operators.matchAll(/<([0-9A-Fa-f]+)> Tj/g)].map((match) =>
    Buffer.from(match[1]!, "hex").toString("latin1"),
  );
}

async function downloadSign(page: Page): Promise<string[]> {
  await page.goto("/dashboard");
  const card = page.getByRole("region", { name: "Print your tip sign" });
  const download = page.waitForEvent("download");
  await card.getByRole("link", { name: "PDF (A4)" }).click();
  return pdfTexts(new Uint8Array(await readFile((await (await download).path())!)));
}

for (const size of SIZES) {
  test.describe(`on ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test("a hidden Venmo is on neither the page, the tip sign, nor the share card", async ({
      page,
      context,
      baseURL,
      seedProfile,
    }) => {
      const performer = await seedProfile({ details: VENMO_HIDDEN, withEvents: false });
      await page.goto(`/profile/${performer.uid}`);
      await expect(page.getByRole("link", { name: /PayPal/ })).toBeVisible();
      await expect(page.getByRole("link", { name: /Venmo/ })).toHaveCount(0);
      const alt = await page.locator('meta[property="og:image:alt"]').getAttribute("content");
      expect(alt).toContain("Cash App or PayPal");
      expect(alt).not.toContain("Venmo");
      expect(await page.locator('meta[name="description"]').getAttribute("content")).not.toContain("Venmo");
      await expect(page.locator("body")).not.toContainText("venmo.com");

      // The card image is drawn from the same content as its alt text; it is a fresh one after the change.
      const cardUrl = await page.locator('meta[property="og:image"]').getAttribute("content");
      const card = await page.request.get(cardUrl!);
      expect(card.status()).toBe(200);

      await addSession(context, performer.client, baseURL!);
      const sign = await downloadSign(page);
      expect(sign).toContain("Accepted here");
      expect(sign.some((line) => line.startsWith("PayPal"))).toBe(true);
      expect(sign.some((line) => line.includes("Venmo") || line.includes("venmo"))).toBe(false);
      await screenshotToLookAt(page, `links-dashboard-${size.name}`);
    });

    test("the tags a performer picked are shown on the page and on the landing page's sample", async ({
      page,
      seedProfile,
    }) => {
      const long = "late night street corner jazz"; // 29 of the 30 characters a tag may have
      const own = `corner-${randomBytes(4).toString("hex")}`; // this performer's alone, for the admin's search
      const performer = await seedProfile({
        details: { ...SAMPLE_DETAILS, "tags[0]": "jazz", "tags[1]": "saxophone", "tags[2]": long, "tags[3]": own },
        withEvents: false,
      });
      await page.goto(`/profile/${performer.uid}`);
      const tags = page.getByRole("list", { name: "Tags" });
      await expect(tags.getByRole("listitem")).toHaveText(["jazz", "saxophone", long, own].map((tag) => `#${tag}`));
      // Each tag fits the card: a long one wraps inside it rather than pushing the page sideways.
      const card = await page.locator("[data-card]").boundingBox();
      for (const item of await tags.getByRole("listitem").all()) {
        const box = (await item.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(card!.x);
        expect(box.x + box.width).toBeLessThanOrEqual(card!.x + card!.width + 0.5);
      }
      await expectNoSidewaysScroll(page);
      await tags.scrollIntoViewIfNeeded();
      await screenshotToLookAt(page, `tags-profile-${size.name}`);

      await page.goto("/");
      await expect(page.getByRole("list", { name: "Tags" }).first().getByRole("listitem")).toHaveText([
        "#acoustic",
        "#busking",
        "#covers",
      ]);
      await expectNoSidewaysScroll(page);

      // The admin's list of performers finds them by a tag.
      await page.goto("/admin");
      await page.getByLabel("Admin password").fill(ADMIN_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("searchbox", { name: "Search by email or tag" }).fill(own.toUpperCase());
      await expect(page.locator("tr[data-user-email]")).toHaveCount(1);
      await expect(page.locator(`tr[data-user-email="${performer.email}"]`)).toBeVisible();
      await screenshotToLookAt(page, `tags-admin-search-${size.name}`);
    });
  });
}
