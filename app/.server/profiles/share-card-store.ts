import { createHmac } from "node:crypto";
import type { ShareCardContent } from "~/domain/share-card";
import { withImageSlot } from "../media/image-work";
import type { MediaStorage } from "../media/storage";
import { avatarDataUri, renderShareCard } from "./share-card";

export type ShareCard = { png: Buffer; etag: string };

/** What a card shows: its content and the photo in it. A change of either is a new card. */
export type ShareCardInput = { content: ShareCardContent; profileImageUrl: string | null | undefined };

/** Part of every card's version: raise it when the card's layout (share-card.tsx) changes, so cards are drawn anew. */
const CARD_LAYOUT_VERSION = 1;

/**
 * Share cards, drawn once per change of what they show and kept as files beside the profile's photos (a card
 * costs ~0.5 CPU-s, and was drawn again by every process after every change and every eviction). A card's
 * file is named by its version, a keyed hash of what it shows, so every process finds the same file, a change needs
 * no notice, and the account's deletion removes it with its photos (recipients/{uid}/). Drawing happens in the
 * image-work queue's card lane (media/image-work.ts), which refuses work when full (ImageQueueFull).
 */
export function createShareCardStore(options: {
  media: MediaStorage;
  secret: string;
  /** Draws a card; the real one unless a test gives another. */
  draw?: (input: ShareCardInput) => Promise<Buffer>;
}) {
  const { media } = options;
  const draw =
    options.draw ??
    (async ({ content, profileImageUrl }: ShareCardInput) =>
      renderShareCard(content, await avatarDataUri(media, profileImageUrl)));
  const inFlight = new Map<string, Promise<Buffer>>();
  let drawn = 0;

  const versionOf = (input: ShareCardInput) =>
    createHmac("sha256", options.secret)
      .update(JSON.stringify([CARD_LAYOUT_VERSION, input.content, input.profileImageUrl ?? null]))
      .digest("base64url")
      .slice(0, 27);

  async function drawAndKeep(uid: string, folder: string, file: string, input: ShareCardInput): Promise<Buffer> {
    const png = await withImageSlot(() => draw(input), "card");
    drawn++;
    // The previous version goes: one card per profile is kept.
    await media.remove(folder);
    await media.put(file, png);
    return png;
  }

  return {
    /** The card's ETag for what it shows, known without reading or drawing it. */
    etagOf: (input: ShareCardInput) => `"${versionOf(input)}"`,
    /**
     * The card of `uid` showing `input`: the kept file, or drawn (concurrent asks share one drawing) and kept.
     * `beforeDrawing` runs only when it must be drawn (a per-client limit).
     */
    async get(uid: string, input: ShareCardInput, beforeDrawing?: () => Promise<void>): Promise<ShareCard> {
      const version = versionOf(input);
      const folder = `recipients/${uid}/card`;
      const file = `${folder}/${version}.png`;
      const etag = `"${version}"`;
      const kept = await media.get(file);
      if (kept) return { png: kept, etag };
      let drawing = inFlight.get(file);
      if (!drawing) {
        drawing = (async () => {
          await beforeDrawing?.();
          return drawAndKeep(uid, folder, file, input);
        })();
        inFlight.set(file, drawing);
        void drawing.catch(() => undefined).finally(() => inFlight.delete(file));
      }
      return { png: await drawing, etag };
    },
    /** How many cards this process has drawn. */
    drawn: () => drawn,
  };
}

export type ShareCardStore = ReturnType<typeof createShareCardStore>;
