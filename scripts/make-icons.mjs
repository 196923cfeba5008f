// Renders the app icons from public/icons/icon.svg. Run once after changing the icon; the PNGs are committed.
import sharp from "sharp";

const source = "public/icons/icon.svg";
for (const [size, name] of [
  [192, "icon-192.png"],
  [512, "icon-512.png"],
  [180, "apple-touch-icon.png"],
]) {
  await sharp(source).resize(size, size).png({ compressionLevel: 9 }).toFile(`public/icons/${name}`);
}
// A 32 px PNG is a valid favicon.ico payload for every current browser.
await sharp("public/favicon.svg").resize(32, 32).png().toFile("public/favicon.ico");
console.log("icons written");
