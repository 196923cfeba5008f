import { formClient } from "../../scripts/lib/seed-profile.mjs";
import { VALID_REQUIRED_INFO } from "../support/http-client";
import { addSession, expect, newEmail, PASSWORD, test } from "./fixtures";

/**
 * The XSS part of the standing hostile suite: a standard vector list through every free-text profile
 * field, each rendered in Chromium. No dialog may open and no
 * injected element (each vector marks its own with data-xss) may exist, on the public page, the edit page and the
 * dashboard. A vector a field refuses at input (400) has held too; each test prints how many fields stored it.
 */
const VECTORS = [
  "<script data-xss>alert(1)</script>",
  "<img data-xss src=x onerror=alert(1)>",
  "<svg data-xss onload=alert(1)>",
  '"><script data-xss>alert(1)</script>',
  "'><img data-xss src=x onerror=alert(1)>",
  "</textarea><script data-xss>alert(1)</script>",
  "</title><script data-xss>alert(1)</script>",
  "</script><script data-xss>alert(1)</script>",
  '<iframe data-xss src="javascript:alert(1)"></iframe>',
  '<a data-xss href="javascript:alert(1)">x</a>',
  "<body data-xss onload=alert(1)>",
  "<details data-xss open ontoggle=alert(1)>",
  "<input data-xss autofocus onfocus=alert(1)>",
  '" data-xss="1" onmouseover="alert(1)',
  "' data-xss='1' onfocus='alert(1)' autofocus='",
  "javascript:alert(1)",
  "<math><mtext><table><mglyph><style><img data-xss src=x onerror=alert(1)>",
  "<!--<img data-xss src=x onerror=alert(1)>-->",
  "{{constructor.constructor('alert(1)')()}}",
  "\u2028\u2029</script><script data-xss>alert(1)</script>",
  '<object data-xss data="javascript:alert(1)"></object>',
  "%3Cscript%20data-xss%3Ealert(1)%3C%2Fscript%3E",
];

const SAFE_REQUIRED = { intent: "required-info", ...VALID_REQUIRED_INFO };
const SAFE_DETAILS = {
  "videos[0].url": "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  "videos[0].id": "dQw4w9WgXcQ",
  "videos[0].title": "Live",
  "events[0].id": "evt1",
  "events[0].title": "Evening set",
  "events[0].startTime": "2030-06-01T18:00",
  "events[0].endTime": "2030-06-01T20:00",
  "events[0].location": "Union Square",
};
const REQUIRED_TEXT = ["firstName", "lastName", "altName", "street", "city", "state"] as const;
const DETAIL_TEXT = [
  "description",
  "thought",
  "tags[0]",
  "genres[0]",
  "videos[0].title",
  "events[0].title",
  "events[0].location",
] as const;

/**
 * Fills `fields` with the vector, all at once when the form takes it, else one field at a time (a field that
 * refuses it must answer 400, and does not hide the others). Answers the fields that stored it.
 */
async function fillWith(
  post: (fields: Record<string, string>) => Promise<Response>,
  base: Record<string, string>,
  fields: readonly string[],
  vector: string,
): Promise<{ values: Record<string, string>; stored: number; refused: number }> {
  const all = { ...base, ...Object.fromEntries(fields.map((field) => [field, vector])) };
  const whole = await post(all);
  if (whole.status === 302) return { values: all, stored: fields.length, refused: 0 };
  expect(whole.status).toBe(400);
  const values = { ...base };
  let stored = 0;
  for (const field of fields) {
    const tried = await post({ ...values, [field]: vector });
    if (tried.status === 302) {
      values[field] = vector;
      stored++;
    } else expect(tried.status, `${field} ${vector}`).toBe(400);
  }
  return { values, stored, refused: fields.length - stored };
}

/**
 * `npm test` runs one vector of each family (a script element, an event handler on an element, an attribute
 * break-out, an end-tag break-out, a javascript: URL, a mutation-XSS parser trick); `npm run test:hostile`
 * (TIPPED_HOSTILE=1) runs all 22. Each vector costs a profile and three signed-in page loads.
 */
const FAST_SET = new Set([0, 1, 3, 5, 9, 16]);
const chosen = [...VECTORS.entries()].filter(([index]) => process.env.TIPPED_HOSTILE === "1" || FAST_SET.has(index));

for (const [index, vector] of chosen) {
  test(`XSS vector ${index + 1} of ${VECTORS.length} in every free-text field: no dialog, no injected element`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const client = formClient(baseURL!);
    const signUp = await client.postForm("/signup", { intent: "continue", email: newEmail("xss"), password: PASSWORD });
    expect(signUp.status).toBe(302);
    const required = await fillWith(
      (fields) => client.postForm("/signup?step=2", fields),
      SAFE_REQUIRED,
      REQUIRED_TEXT,
      vector,
    );
    expect((await client.postForm("/signup?step=2", required.values)).status).toBe(302);
    const details = await fillWith(
      (fields) => client.postForm("/signup?step=3", { ...fields, intent: "back" }),
      SAFE_DETAILS,
      DETAIL_TEXT,
      vector,
    );
    expect((await client.postForm("/signup?step=3", { ...details.values, intent: "finish" })).status).toBe(302);
    const session = (await (await client.request("/api/auth/get-session")).json()) as { user: { id: string } };
    const uid = session.user.id;

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await addSession(context, client, baseURL!);
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const injected: string[] = [];
    const pages = [`/profile/${uid}`, `/profile/${uid}/edit`, "/dashboard"];
    for (const path of pages) {
      await page.goto(path);
      await page.waitForLoadState("load");
      const marked = await page.locator("[data-xss]").count();
      if (marked > 0) injected.push(`${path}: ${marked}`);
    }
    await context.close();
    console.log(
      `xss vector ${index + 1} ${JSON.stringify(vector)}: ${required.stored + details.stored} fields stored it, ` +
        `${required.refused + details.refused} refused it; ${pages.length} pages in Chromium; ` +
        `${dialogs.length} dialogs, ${injected.length} pages with injected elements`,
    );
    expect(dialogs).toEqual([]);
    expect(injected).toEqual([]);
  });
}
