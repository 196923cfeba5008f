/**
 * The share card image: /profile/{uid}/card.png, the og:image of a profile page. The layout is
 * drawn with satori (JSX and flexbox to SVG, text as paths in Inter) and turned into a 1200×630 PNG by sharp, in
 * the process's image-work queue so card renders never take the cores pages need. A card is drawn once per change
 * of what it shows and kept as a file beside the profile's photos (share-card-store.ts).
 */
import { LogoMark } from "~/components/logo";
import { mediaFolder, VARIANT_WIDTHS, variantUrl } from "~/domain/media";
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, type ShareCardContent } from "~/domain/share-card";
import { IMAGE_WORK_TIMEOUT_SECONDS, loadSharp } from "../media/image-work";
import type { MediaStorage } from "../media/storage";
import { fontsFor, interFonts, startsRightToLeft } from "./picture-fonts";

const AVATAR_SIZE = 300;

/**
 * The profile photo as a PNG data URI for satori (which does not read WebP): the largest stored copy of a photo
 * uploaded to Tipped, cut to a square. Null when there is none (an address elsewhere is never fetched).
 */
export async function avatarDataUri(media: MediaStorage, profileImageUrl: string | null | undefined) {
  const folder = mediaFolder(profileImageUrl);
  if (!folder || folder.startsWith("gallery/")) return null;
  const largest = Math.max(...VARIANT_WIDTHS.profile);
  const webp = await media.get(variantUrl(folder, largest).slice("/media/".length));
  if (!webp) return null;
  const sharp = await loadSharp();
  const png = await sharp(webp, { limitInputPixels: 4096 * 4096 })
    .timeout({ seconds: IMAGE_WORK_TIMEOUT_SECONDS })
    .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover" })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

/** The card's layout: gradient, photo in a ring, name, "Tip {firstName}", the short address and Tipped's mark. */
function CardLayout({ content, avatar }: { content: ShareCardContent; avatar: string | null }) {
  const ink = content.textColor;
  const onDark = ink === "#FFFFFF";
  const stops = content.gradient.join(", ");
  return (
    <div
      style={{
        width: SHARE_CARD_WIDTH,
        height: SHARE_CARD_HEIGHT,
        display: "flex",
        position: "relative",
        backgroundImage: `linear-gradient(135deg, ${stops})`,
        color: ink,
        fontFamily: "Inter",
      }}
    >
      {/* Soft light spots, as on the page's banner without a photo. */}
      <div
        style={{
          position: "absolute",
          top: -220,
          right: -160,
          width: 640,
          height: 640,
          borderRadius: 320,
          backgroundImage: "radial-gradient(circle, rgba(255,255,255,0.22), rgba(255,255,255,0) 70%)",
        }}
      />
      <div
        style={{
          position: "absolute",
          bottom: -260,
          left: -200,
          width: 620,
          height: 620,
          borderRadius: 310,
          backgroundImage: "radial-gradient(circle, rgba(0,0,0,0.25), rgba(0,0,0,0) 70%)",
        }}
      />
      <div style={{ display: "flex", alignItems: "center", width: "100%", padding: "0 84px 70px 84px" }}>
        <div
          style={{
            display: "flex",
            width: AVATAR_SIZE + 24,
            height: AVATAR_SIZE + 24,
            flexShrink: 0,
            borderRadius: (AVATAR_SIZE + 24) / 2,
            backgroundColor: onDark ? "rgba(255,255,255,0.92)" : "rgba(0,0,0,0.85)",
            alignItems: "center",
            justifyContent: "center",
            boxShadow: "0 24px 60px rgba(0,0,0,0.35)",
          }}
        >
          {avatar ? (
            <img
              src={avatar}
              width={AVATAR_SIZE}
              height={AVATAR_SIZE}
              style={{ borderRadius: AVATAR_SIZE / 2, objectFit: "cover" }}
            />
          ) : (
            <div
              style={{
                display: "flex",
                width: AVATAR_SIZE,
                height: AVATAR_SIZE,
                borderRadius: AVATAR_SIZE / 2,
                backgroundImage: `linear-gradient(135deg, ${stops})`,
                alignItems: "center",
                justifyContent: "center",
                fontSize: 120,
                fontWeight: 700,
                color: ink,
              }}
            >
              {content.initials}
            </div>
          )}
        </div>
        <div style={{ display: "flex", flexDirection: "column", marginLeft: 64, flexGrow: 1, minWidth: 0 }}>
          <div
            style={{
              display: "flex",
              fontSize: content.nameSize,
              fontWeight: 700,
              lineHeight: 1.05,
              letterSpacing: "-0.02em",
              direction: startsRightToLeft(content.name) ? "rtl" : "ltr",
            }}
          >
            {content.name}
          </div>
          <div style={{ display: "flex", marginTop: 34 }}>
            <div
              style={{
                display: "flex",
                alignItems: "center",
                padding: "16px 36px",
                borderRadius: 999,
                backgroundColor: "#10B981",
                color: "#052E24",
                fontSize: 44,
                fontWeight: 700,
                boxShadow: "0 12px 30px rgba(0,0,0,0.25)",
                direction: startsRightToLeft(content.tipLine) ? "rtl" : "ltr",
              }}
            >
              {content.tipLine}
            </div>
          </div>
          <div style={{ display: "flex", marginTop: 30, fontSize: 32, opacity: 0.9 }}>{content.shortAddress}</div>
        </div>
      </div>
      <div
        style={{
          position: "absolute",
          left: 84,
          right: 84,
          bottom: 44,
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          fontSize: 26,
        }}
      >
        <div style={{ display: "flex", alignItems: "center", fontSize: 40, fontWeight: 700 }}>
          {/* Called, not rendered: satori lays out the element tree it is given. */}
          {LogoMark({ size: 48 })}
          <span style={{ marginLeft: 14 }}>Tipped</span>
        </div>
        <div style={{ display: "flex", opacity: 0.85 }}>{content.methods.join(" · ")}</div>
      </div>
    </div>
  );
}

/** The card as a PNG (run it in the image-work queue's card lane: share-card-store.ts). */
export async function renderShareCard(content: ShareCardContent, avatar: string | null): Promise<Buffer> {
  // satori (~20 MB resident) is loaded on the first card drawn, not at start (docs/decisions/0011-memory.md).
  const { default: satori } = await import("satori");
  const sharp = await loadSharp();
  const svg = await satori(<CardLayout content={content} avatar={avatar} />, {
    width: SHARE_CARD_WIDTH,
    height: SHARE_CARD_HEIGHT,
    fonts: [
      ...interFonts(),
      ...fontsFor(
        [content.name, content.initials, content.tipLine, content.shortAddress, ...content.methods].join(" "),
      ),
    ],
  });
  return sharp(Buffer.from(svg))
    .timeout({ seconds: IMAGE_WORK_TIMEOUT_SECONDS })
    .png({ compressionLevel: 8 })
    .toBuffer();
}
