import { availableParallelism } from "node:os";
import type Sharp from "sharp";

/**
 * One queue for all image work on this process: uploads wait their turn, so decoding never takes
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

let running = 0;
const waiting: (() => void)[] = [];

export async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= IMAGE_WORK_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, so `running` stays counted.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
