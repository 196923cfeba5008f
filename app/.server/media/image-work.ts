import { availableParallelism } from "node:os";
import type Sharp from "sharp";

/**
 * One queue for all image work on this process: uploads and share cards wait their turn, so decoding never takes
 * every core and pages keep answering. One image at a time per spare core, at most 2; libvips gets as many
 * threads, leaving a core for the event loop where there is one to leave.
 */
const cores = availableParallelism();
const IMAGE_WORK_SLOTS = Math.max(1, Math.min(2, cores - 1));

let sharpLoading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips, ~8 MB resident once loaded) is loaded on the first image worked on, not at start: a server
 * whose pages draw no new image never loads it (docs/decisions/0011-memory.md).
 */
export function loadSharp(): Promise<typeof Sharp> {
  sharpLoading ??= import("sharp").then(({ default: sharp }) => {
    sharp.concurrency(Math.max(1, cores - 1));
    return sharp;
  });
  return sharpLoading;
}

/** How long one image may take to decode and encode before it is given up. */
export const IMAGE_WORK_TIMEOUT_SECONDS = 20;

/**
 * Share cards wait in a lane of their own behind photo uploads (40 card requests delayed an upload
 * from 0.05 s to 13.8 s): a freed slot goes to a waiting upload first, cards hold at most one slot at a time, and at
 * most CARD_QUEUE_MAX cards wait; past that a card request is refused (ImageQueueFull) rather than queued.
 */
export type ImageLane = "upload" | "card";
const CARD_SLOTS = 1;
const CARD_QUEUE_MAX = 8;
/** How long a refused card request is told to wait (Retry-After): a card takes ~0.5 CPU-s. */
export const CARD_RETRY_AFTER_SECONDS = 5;

export class ImageQueueFull extends Error {
  constructor() {
    super("Too many share cards are being drawn right now. Please try again in a few seconds.");
    this.name = "ImageQueueFull";
  }
}

let running = 0;
let cardsRunning = 0;
const waiting: Record<ImageLane, (() => void)[]> = { upload: [], card: [] };

/** Image work waiting and running on this process, by lane (for tests and the log). */
export function imageQueue() {
  return { running, cardsRunning, uploadsWaiting: waiting.upload.length, cardsWaiting: waiting.card.length };
}

const hasSlotFor = (lane: ImageLane) => running < IMAGE_WORK_SLOTS && (lane === "upload" || cardsRunning < CARD_SLOTS);

export async function withImageSlot<T>(work: () => Promise<T>, lane: ImageLane = "upload"): Promise<T> {
  if (hasSlotFor(lane)) take(lane);
  else {
    if (lane === "card" && waiting.card.length >= CARD_QUEUE_MAX) throw new ImageQueueFull();
    // Woken with its slot already counted (see release).
    await new Promise<void>((resolve) => waiting[lane].push(resolve));
  }
  try {
    return await work();
  } finally {
    release(lane);
  }
}

function take(lane: ImageLane) {
  running++;
  if (lane === "card") cardsRunning++;
}

function release(lane: ImageLane) {
  running--;
  if (lane === "card") cardsRunning--;
  // Uploads first; a card only while fewer than CARD_SLOTS cards run.
  const lanes: ImageLane[] = ["upload", "card"];
  for (const next of lanes) {
    if (waiting[next].length > 0 && hasSlotFor(next)) {
      take(next);
      waiting[next].shift()!();
      return;
    }
  }
}
