/**
 * Social and payment links (requirements 5, 9): "Social and payment inputs accept a full url or a bare username;
 * the username is extracted and turned into a canonical profile url ... An unknown platform or
 * unparsable input leaves the value unchanged."
 *
 * Safety (ARCHITECTURE.md): "only http(s) URLs are ever rendered as links (a `javascript:` value is
 * refused on input and never rendered)". Every URL we hand out went through the WHATWG URL parser, the
 * same one browsers use for href, so obfuscations such as "JaVaScRiPt:", "java\tscript:" or leading
 * control characters are seen exactly as a browser would see them.
 */

export const LINK_MESSAGE = "Enter a valid link or username";

/**
 * ok: an http(s) URL safe to render; `canonical` says whether it was rebuilt as the platform's profile
 * URL (false: a URL kept as given, e.g. another site, because it is "unparsable" for that platform).
 * Not ok: empty input; "unsafe" (a scheme other than http(s), or user:password@ in the URL);
 * "unrecognised" (neither a URL nor a username).
 */
export type LinkResult =
  { ok: true; url: string; canonical: boolean } | { ok: false; reason: "empty" | "unsafe" | "unrecognised" };

/** A bare username: letters, digits, dot, underscore, hyphen; no scheme, no slash, no spaces. */
const USERNAME = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,63}$/;
/** Cash App: "cashtag" without its dollar, at most 20 characters. */
const CASHTAG = /^[A-Za-z0-9_-]{1,20}$/;

type Identity = { name: string; path: string[]; url: URL };
type Platform = {
  hosts: readonly string[];
  /** The canonical URL for a platform URL, or null to keep the URL as given. */
  fromUrl: (identity: Identity) => string | null;
  fromUsername: (name: string) => string | null;
};

const username = (value: string | undefined): string | null =>
  value !== undefined && USERNAME.test(value) ? value : null;
/** First path segment as a username, unless it is one of the platform's own pages. */
const firstSegmentUser = (path: string[], reserved: readonly string[]): string | null => {
  const first = path[0];
  return first === undefined || reserved.includes(first.toLowerCase()) ? null : username(first);
};
const handle = (segment: string | undefined): string | null =>
  segment?.startsWith("@") ? username(segment.slice(1)) : null;
const build = (prefix: string, name: string | null): string | null => (name ? prefix + name : null);

const SPOTIFY_KINDS = ["artist", "user", "playlist", "album", "show", "episode", "track"];
const spotifyUrl = (kind: string | undefined, id: string | undefined): string | null =>
  kind && SPOTIFY_KINDS.includes(kind) && username(id) ? `https://open.spotify.com/${kind}/${id}` : null;

// The platforms' own pages, which are not usernames: such URLs are kept as given.
const VENMO_PAGES = ["code", "account", "signup", "about", "legal", "pay", "business"];
const TWITTER_PAGES = ["home", "i", "intent", "share", "search", "hashtag", "explore", "settings", "messages"];
const FACEBOOK_PAGES = [
  ...["people", "pages", "groups", "events", "watch", "share", "login"],
  ...["sharer.php", "story.php", "profile.php"],
];
const INSTAGRAM_PAGES = ["p", "reel", "reels", "stories", "explore", "accounts", "tv", "direct"];

/**
 * Each platform's canonical-URL rule. The profile's link fields (profile-model.ts) name one of these, so a
 * new platform is a rule here plus its entry there.
 */
const PLATFORMS = {
  paypal: {
    hosts: ["paypal.me", "paypal.com"],
    // paypal.me/{user}[/amount] or paypal.com/paypalme/{user}
    fromUrl: ({ name, path }) => {
      const user = name === "paypal.me" ? path[0] : path[0] === "paypalme" ? path[1] : undefined;
      return build("https://paypal.me/", username(user));
    },
    fromUsername: (name) => `https://paypal.me/${name}`,
  },
  venmo: {
    // "Venmo becomes a venmo profile URL" (requirements 9): venmo.com/u/{user}.
    hosts: ["venmo.com", "account.venmo.com"],
    fromUrl: ({ path }) =>
      build("https://venmo.com/u/", path[0] === "u" ? username(path[1]) : firstSegmentUser(path, VENMO_PAGES)),
    fromUsername: (name) => `https://venmo.com/u/${name}`,
  },
  cashapp: {
    hosts: ["cash.app", "cash.me"],
    fromUrl: ({ path }) => cashAppUrlFromTag(path[0] ?? ""),
    fromUsername: (name) => cashAppUrlFromTag(name),
  },
  // Monzo.me, Revolut.Me and bunq.me: the personal payment page is the first path segment. The payer types the
  // amount: none of the three documents an amount in the link (docs/payments.md).
  monzo: {
    hosts: ["monzo.me"],
    fromUrl: ({ path }) => build("https://monzo.me/", username(path[0])),
    fromUsername: (name) => `https://monzo.me/${name}`,
  },
  revolut: {
    hosts: ["revolut.me"],
    fromUrl: ({ path }) => build("https://revolut.me/", username(path[0]?.replace(/^@/, ""))),
    fromUsername: (name) => `https://revolut.me/${name}`,
  },
  bunq: {
    hosts: ["bunq.me"],
    fromUrl: ({ path }) => build("https://bunq.me/", username(path[0])),
    fromUsername: (name) => `https://bunq.me/${name}`,
  },
  spotify: {
    // Spotify URLs name a kind (artist, user, playlist...); they are kept as such. A bare id is a user.
    hosts: ["open.spotify.com"],
    fromUrl: ({ path }) => {
      const [kind, id] = path[0]?.startsWith("intl-") ? path.slice(1) : path;
      return spotifyUrl(kind, id);
    },
    fromUsername: (name) => `https://open.spotify.com/user/${name}`,
  },
  youtube: {
    hosts: ["youtube.com"],
    fromUrl: ({ path }) => {
      const [first, second] = path;
      if (first && ["channel", "c", "user"].includes(first) && username(second)) {
        return `https://www.youtube.com/${first}/${second}`;
      }
      return build("https://www.youtube.com/@", handle(first));
    },
    fromUsername: (name) => `https://www.youtube.com/@${name}`,
  },
  tiktok: {
    hosts: ["tiktok.com"],
    fromUrl: ({ path }) => build("https://www.tiktok.com/@", handle(path[0])),
    fromUsername: (name) => `https://www.tiktok.com/@${name}`,
  },
  twitter: {
    hosts: ["x.com", "twitter.com"],
    fromUrl: ({ path }) => build("https://x.com/", firstSegmentUser(path, TWITTER_PAGES)),
    fromUsername: (name) => `https://x.com/${name}`,
  },
  facebook: {
    hosts: ["facebook.com", "fb.com", "fb.me"],
    fromUrl: ({ path, url }) => {
      const id = url.searchParams.get("id");
      if (path[0] === "profile.php" && id && /^\d{1,20}$/.test(id)) {
        return `https://www.facebook.com/profile.php?id=${id}`;
      }
      return build("https://www.facebook.com/", firstSegmentUser(path, FACEBOOK_PAGES));
    },
    fromUsername: (name) => `https://www.facebook.com/${name}`,
  },
  instagram: {
    // Chosen form: no trailing slash, like every other platform here.
    hosts: ["instagram.com", "instagr.am"],
    fromUrl: ({ path }) => build("https://www.instagram.com/", firstSegmentUser(path, INSTAGRAM_PAGES)),
    fromUsername: (name) => `https://www.instagram.com/${name}`,
  },
} satisfies Record<string, Platform>;

export type LinkPlatform = keyof typeof PLATFORMS;

const isPlatform = (platform: string): platform is LinkPlatform => Object.hasOwn(PLATFORMS, platform);

const tryUrl = (value: string): URL | null => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

/** www., m. and mobile. are the same site. */
const siteName = (url: URL) => url.hostname.toLowerCase().replace(/^(www|m|mobile)\./, "");

/** A host written without a scheme must look like a domain: dotted, ending in a letters-only label. */
const looksLikeDomain = (url: URL) => /\.[a-z]{2,63}$/i.test(url.hostname);

/** "https://paypal.me@evil.example" shows one site and opens another. */
const hasCredentials = (url: URL) => url.username !== "" || url.password !== "";

type Reading = { kind: "url"; url: URL } | { kind: "unsafe" } | { kind: "text" };

/** Reads a value as a browser would: an absolute URL (safe or not), a scheme-less address, or plain text. */
function read(value: string): Reading {
  const absolute = tryUrl(value);
  if (absolute) {
    const http = absolute.protocol === "https:" || absolute.protocol === "http:";
    return http && !hasCredentials(absolute) ? { kind: "url", url: absolute } : { kind: "unsafe" };
  }
  if (/\s/.test(value)) return { kind: "text" };
  const schemeless = tryUrl(`https://${value}`);
  if (schemeless && looksLikeDomain(schemeless)) {
    return hasCredentials(schemeless) ? { kind: "unsafe" } : { kind: "url", url: schemeless };
  }
  return { kind: "text" };
}

/**
 * The normalised absolute http(s) URL, or null: for anything else (javascript:, data:, vbscript:,
 * file:, ..., in any case or with hidden characters), for URLs with credentials, and for text that is
 * not an address. A scheme-less "example.com/page" is read as https.
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (typeof value !== "string") return null;
  const reading = read(value.trim());
  return reading.kind === "url" ? reading.url.href : null;
}

/** "maya", "$maya", "cash.app/$maya" or "https://cash.app/maya" → "maya"; anything else → null. */
export function cashTag(input: string | null | undefined): string | null {
  const value = (input ?? "").trim();
  const reading = read(value);
  const candidate =
    reading.kind === "url" && PLATFORMS.cashapp.hosts.includes(siteName(reading.url))
      ? reading.url.pathname.split("/").filter(Boolean)[0]
      : reading.kind === "text"
        ? value
        : undefined;
  const tag = candidate?.replace(/^[$@]/, "");
  return tag !== undefined && CASHTAG.test(tag) ? tag : null;
}

/**
 * "Cash App tag a cash.app URL with the leading dollar stripped" (requirements 9), read as: the leading dollar
 * of what was typed is stripped to get the tag, and the URL is Cash App's canonical https://cash.app/$tag.
 */
export function cashAppUrlFromTag(tag: string | null | undefined): string | null {
  const bare = cashTag(tag);
  return bare === null ? null : `https://cash.app/$${bare}`;
}

/** "spotify:artist:ID" (the app's share URI) is not a web link, but names a Spotify page. */
const spotifyUri = (value: string) => {
  const match = /^spotify:([a-z]+):([A-Za-z0-9]+)$/.exec(value);
  return match ? spotifyUrl(match[1], match[2]) : null;
};

/** The canonical profile URL for a platform, a safe URL kept as given, or why the input is refused. */
export function canonicalLink(platform: string, input: string): LinkResult {
  const value = input.trim();
  if (value === "") return { ok: false, reason: "empty" };
  const known = isPlatform(platform) ? PLATFORMS[platform] : null;
  if (platform === "spotify") {
    const url = spotifyUri(value);
    if (url) return { ok: true, url, canonical: true };
  }
  const bare = platform === "cashapp" ? value.replace(/^[$@]/, "") : value.replace(/^@/, "");
  // "maya.sings" is a username, but "paypal.me" alone is the site itself.
  if (known && username(bare) && !known.hosts.includes(bare.toLowerCase().replace(/^(www|m|mobile)\./, ""))) {
    const url = known.fromUsername(bare);
    if (url) return { ok: true, url, canonical: true };
  }
  const reading = read(value);
  if (reading.kind === "unsafe") return { ok: false, reason: "unsafe" };
  if (reading.kind === "text") return { ok: false, reason: "unrecognised" };
  const name = siteName(reading.url);
  if (known?.hosts.includes(name)) {
    const path = reading.url.pathname.split("/").filter(Boolean);
    const url = known.fromUrl({ name, path, url: reading.url });
    if (url) return { ok: true, url, canonical: true };
  }
  return { ok: true, url: reading.url.href, canonical: false };
}

/**
 * Finish (requirements 4) "formats social links", one value: the canonical URL; an unparsable value is left
 * unchanged, as the spec says (pages still render only what safeHttpUrl accepts); an unsafe one is dropped.
 */
export function formatLink(platform: LinkPlatform, value: string | null | undefined): string | null {
  const result = canonicalLink(platform, value ?? "");
  return result.ok ? result.url : unchangedUnlessUnsafe(platform, value);
}

/** The Cash App tag is stored as "$tag" and cashAppUrl is computed from it. */
export function formatCashApp(value: string | null | undefined): {
  cashAppTag: string | null;
  cashAppUrl: string | null;
} {
  const tag = cashTag(value);
  return {
    cashAppTag: tag ? `$${tag}` : unchangedUnlessUnsafe("cashapp", value),
    cashAppUrl: cashAppUrlFromTag(tag),
  };
}

const unchangedUnlessUnsafe = (platform: LinkPlatform, value: string | null | undefined): string | null => {
  const result = canonicalLink(platform, value ?? "");
  return result.ok || result.reason === "unrecognised" ? (value ?? "").trim() : null;
};
