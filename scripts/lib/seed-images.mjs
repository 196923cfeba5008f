// Gives a seeded performer a profile photo, a banner and six gallery photos through the app's own upload
// endpoint (the same pipeline a browser's upload goes through). Photo-like test images are drawn with sharp:
// soft colour gradients with grain, so they weigh what a phone photo weighs. Used by the bench and Lighthouse.
import sharp from "sharp";

/** A w x h "photo": a diagonal gradient between two colours with fine grain, as JPEG. */
export async function photoLike(width, height, from, to, quality = 88) {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = (width * 7919 + height * 104729 + from[0]) >>> 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      seed = (seed * 1664525 + 1013904223) >>> 0;
      const grain = (seed >>> 27) - 16;
      const at = (y * width + x) * 3;
      for (let c = 0; c < 3; c++)
        pixels[at + c] = Math.max(0, Math.min(255, Math.round(from[c] + (to[c] - from[c]) * t + grain)));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

async function upload(baseUrl, performer, kind, name, body) {
  const response = await performer.client.request(`/uploads/${kind}`, {
    method: "POST",
    headers: { "content-type": "image/jpeg", "x-file-name": encodeURIComponent(name), origin: baseUrl },
    body,
  });
  const result = await response.json();
  if (!response.ok) throw new Error(`${kind} upload failed: ${response.status} ${result.error ?? ""}`);
  return result.url;
}

export async function seedImages(baseUrl, performer) {
  const profile = await upload(
    baseUrl,
    performer,
    "profile",
    "portrait.jpg",
    await photoLike(1200, 1200, [90, 60, 140], [230, 170, 120]),
  );
  const banner = await upload(
    baseUrl,
    performer,
    "banner",
    "stage.jpg",
    await photoLike(2400, 900, [220, 80, 40], [40, 120, 200]),
  );
  const palette = [
    [
      [30, 90, 160],
      [240, 200, 90],
    ],
    [
      [160, 40, 60],
      [250, 180, 150],
    ],
    [
      [20, 120, 90],
      [200, 230, 120],
    ],
    [
      [90, 40, 120],
      [240, 120, 200],
    ],
    [
      [200, 120, 20],
      [60, 40, 30],
    ],
    [
      [40, 40, 60],
      [120, 200, 230],
    ],
  ];
  const gallery = [];
  for (const [index, [from, to]] of palette.entries()) {
    gallery.push(
      await upload(baseUrl, performer, "gallery", `show-${index + 1}.jpg`, await photoLike(1600, 1800, from, to)),
    );
  }
  return { profile, banner, gallery };
}
