// Creates a complete performer through the app's own forms, as a browser without JavaScript would.
// Used by the bench, the Lighthouse run and screenshot scripts; never by the app itself.
import { randomBytes } from "node:crypto";

/**
 * A tiny cookie-keeping client that speaks from one forwarded address. `origin` is the site its forms come from
 * (the server's own address unless instances share a public one); `cookies` may be shared by clients of several
 * instances, as one browser's are behind a load balancer.
 */
export function formClient(
  baseUrl,
  ip = `198.19.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
  { userAgent = "Mozilla/5.0 (TippedSeed) Chrome/120 Mobile", origin = baseUrl, cookies = new Map() } = {},
) {
  async function request(path, init = {}) {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", ip);
    if (!headers.has("user-agent")) headers.set("user-agent", userAgent);
    if (cookies.size) headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const response = await fetch(new URL(path, baseUrl), { ...init, headers, redirect: "manual" });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (/max-age=0/i.test(cookie) || value === "") cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  }
  return {
    request,
    cookieHeader: () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
    cookies,
    postForm(path, fields) {
      return request(path, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin },
        body: new URLSearchParams(fields).toString(),
      });
    },
  };
}

function isoIn(days, hour) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(hour, 0, 0, 0);
  const pad = (n) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:00`;
}

export const SAMPLE_DETAILS = {
  description: "Saxophone on the corner of 5th and Main most evenings. Jazz standards, pop covers and requests.",
  thought: "Music is the shorthand of emotion.",
  "tags[0]": "jazz",
  "tags[1]": "saxophone",
  "genres[0]": "Jazz",
  payPalUrl: "paypal.me/saxmaya",
  venmoUrl: "saxmaya",
  cashAppTag: "$saxmaya",
  spotifyUrl: "https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb",
  youTubeUrl: "@saxmaya",
  instagramUrl: "saxmaya",
  tikTokUrl: "@saxmaya",
  themeColor: "#0F766E",
  "videos[0].url": "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  "videos[0].id": "dQw4w9WgXcQ",
  "videos[0].title": "Live at Union Square",
  "videos[1].url": "https://youtu.be/9bZkp7q19f0",
  "videos[1].id": "9bZkp7q19f0",
  "videos[1].title": "Rainy night session",
};

function sampleEvents() {
  return {
    "events[0].id": "evt1",
    "events[0].title": "Union Square evening set",
    "events[0].startTime": isoIn(2, 18),
    "events[0].endTime": isoIn(2, 20),
    "events[0].location": "Union Square, New York",
    "events[1].id": "evt2",
    "events[1].title": "Farmers market",
    "events[1].startTime": isoIn(5, 10),
    "events[1].endTime": isoIn(5, 13),
    "events[1].location": "Grand Army Plaza",
  };
}

/** Signs a performer up and finishes the wizard; returns the signed-in client and the profile id. */
export async function seedProfile(baseUrl, { details = SAMPLE_DETAILS, withEvents = true } = {}) {
  const client = formClient(baseUrl);
  const email = `seed-${randomBytes(5).toString("hex")}@example.test`;
  const password = "correct horse battery";
  const expect302 = async (response, what) => {
    if (response.status !== 302)
      throw new Error(`${what} failed: ${response.status} ${(await response.text()).slice(0, 300)}`);
  };
  await expect302(await client.postForm("/signup", { intent: "continue", email, password }), "sign-up");
  await expect302(
    await client.postForm("/signup?step=2", {
      intent: "required-info",
      firstName: "Maya",
      lastName: "Lopez",
      altName: "Sax Maya",
      phone: "+1 (555) 123-4567",
      subscription: "monthly",
      street: "350 Fifth Avenue",
      city: "New York",
      state: "New York",
      postalCode: "10118",
      acceptsApplePay: "on",
      acceptsGooglePay: "on",
      taxID: "12-3456789",
    }),
    "required info",
  );
  await expect302(
    await client.postForm("/signup?step=3", { intent: "finish", ...(withEvents ? sampleEvents() : {}), ...details }),
    "optional details",
  );
  const session = await (await client.request("/api/auth/get-session")).json();
  return { client, email, password, uid: session.user.id };
}
