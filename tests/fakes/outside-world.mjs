// A stand-in for the internet services Tipped calls: a Nominatim-compatible geocoder, YouTube's thumbnail host
// and its oEmbed endpoint. Tests start it on a local port; nothing leaves the machine.
//   node tests/fakes/outside-world.mjs [port]   (prints "listening on PORT")
import { createServer } from "node:http";

/** Addresses the fake geocoder knows, searched by a case-insensitive substring of display_name. */
export const PLACES = [
  {
    place_id: 1001,
    display_name: "1600, Pennsylvania Avenue Northwest, Washington, District of Columbia, 20500, United States",
    address: {
      house_number: "1600",
      road: "Pennsylvania Avenue Northwest",
      city: "Washington",
      state: "District of Columbia",
      postcode: "20500",
    },
  },
  {
    place_id: 1002,
    display_name: "350, Fifth Avenue, Manhattan, New York, New York, 10118, United States",
    address: { house_number: "350", road: "Fifth Avenue", city: "New York", state: "New York", postcode: "10118" },
  },
  {
    place_id: 1003,
    display_name: "Pike Place Market, 85, Pike Street, Seattle, Washington, 98101, United States",
    address: { house_number: "85", road: "Pike Street", city: "Seattle", state: "Washington", postcode: "98101" },
  },
  {
    place_id: 1004,
    display_name: "12, Main Street, Smallville, Kansas, 66002-1234, United States",
    address: {
      house_number: "12",
      road: "Main Street",
      village: "Smallville",
      state: "Kansas",
      postcode: "66002-1234",
    },
  },
];

/** Video ids the fake YouTube knows: id -> title; NO_MAXRES has only the lower-resolution thumbnail. */
export const VIDEOS = {
  dQw4w9WgXcQ: "Busking at Union Square",
  "9bZkp7q19f0": "Saxophone at sunset",
  NoMaxRes001: "Old upload without HD thumbnail",
};
const NO_MAXRES = new Set(["NoMaxRes001"]);

// A 1x1 JPEG: enough for anything that only checks that a thumbnail exists.
const JPEG = Buffer.from(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==",
  "base64",
);

export function startOutsideWorld(port = 0) {
  const requests = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    requests.push({
      method: req.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      userAgent: req.headers["user-agent"],
    });

    if (url.pathname === "/geocoder/search") {
      const q = (url.searchParams.get("q") ?? "").toLowerCase();
      // Too late for the server, which gives up first (GEOCODER_TIMEOUT_MS): a place it would show if it waited.
      if (q.includes("slow")) return setTimeout(() => json(res, PLACES.slice(0, 1)), 10_000);
      if (q.includes("broken")) return json(res, { error: "upstream exploded" }, 500);
      const limit = Number(url.searchParams.get("limit") ?? 10);
      const words = q.split(/\s+/).filter(Boolean);
      const found = PLACES.filter((place) => words.every((word) => place.display_name.toLowerCase().includes(word)));
      return json(res, found.slice(0, limit));
    }

    const thumb = /^\/youtube-img\/vi\/([^/]+)\/(maxresdefault|hqdefault)\.jpg$/.exec(url.pathname);
    if (thumb) {
      const [, id, size] = thumb;
      if (id === "NETWORK_ERR") return req.socket.destroy();
      const exists = id in VIDEOS && !(size === "maxresdefault" && NO_MAXRES.has(id));
      res.writeHead(exists ? 200 : 404, { "content-type": exists ? "image/jpeg" : "text/plain" });
      return res.end(req.method === "HEAD" ? undefined : exists ? JPEG : "not found");
    }

    if (url.pathname === "/youtube-oembed") {
      const videoUrl = url.searchParams.get("url") ?? "";
      const id = /[?&]v=([^&]+)/.exec(videoUrl)?.[1];
      if (!id || !(id in VIDEOS)) return json(res, "Not Found", 404);
      return json(res, { title: VIDEOS[id], author_name: "Fake Channel", type: "video" });
    }

    if (url.pathname === "/__requests") return json(res, requests);
    json(res, { error: "unknown fake path" }, 404);
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      const base = `http://127.0.0.1:${address.port}`;
      resolve({
        url: base,
        env: {
          GEOCODER_URL: `${base}/geocoder`,
          YOUTUBE_THUMBNAIL_URL: `${base}/youtube-img`,
          YOUTUBE_OEMBED_URL: `${base}/youtube-oembed`,
          GEOCODER_MIN_INTERVAL_MS: "0",
        },
        requests,
        // The slow answer would otherwise hold the close for its 10 s.
        close: () =>
          new Promise((done) => {
            server.close(done);
            server.closeAllConnections();
          }),
      });
    });
  });
}

function json(res, body, status = 200) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop())) {
  const world = await startOutsideWorld(Number(process.argv[2] ?? 0));
  console.log(`listening on ${new URL(world.url).port}`);
}
