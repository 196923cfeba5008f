/**
 * Locks on uploads for tus (one request at a time per upload), in memory. tus's own MemoryLocker waits for a held
 * lock by trying again on every turn of the event loop, each try awaiting the next: while a stalled PATCH held an
 * upload, one HEAD or DELETE of it chained some hundred thousand promises a second for up to 30 s, and the browser
 * suite's server ran out of heap. Here a request that finds the lock held asks the holder to let go (tus then ends
 * the holder's transfer) and waits in line until the lock is handed to it, its wait runs out, or it is cancelled.
 */
import { ERRORS, type Lock, type Locker, type RequestRelease } from "@tus/server";

/** How long a request waits for an upload's lock before it is answered with tus's lock timeout (tus's default). */
const WAIT_MS = 30_000;

type Holder = { requestRelease: RequestRelease };
type Waiter = Holder & { grant: () => void };
type Entry = { holder: Holder; waiting: Waiter[] };

export function createUploadLocker(waitMs = WAIT_MS): Locker & { held: () => number } {
  const locks = new Map<string, Entry>();

  const release = (id: string, holder: Holder) => {
    const entry = locks.get(id);
    if (entry?.holder !== holder) throw new Error("Releasing a lock this request does not hold");
    const next = entry.waiting.shift();
    if (!next) locks.delete(id);
    else {
      entry.holder = next;
      next.grant();
    }
  };

  /** Queues behind the holder, having asked it to let go; answers the holder object once the lock is handed over. */
  const wait = (entry: Entry, requestRelease: RequestRelease, signal: AbortSignal) =>
    new Promise<Holder>((resolve, reject) => {
      const waiter: Waiter = {
        requestRelease,
        grant: () => {
          stop();
          resolve(waiter);
        },
      };
      const giveUp = () => {
        stop();
        entry.waiting.splice(entry.waiting.indexOf(waiter), 1);
        reject(ERRORS.ERR_LOCK_TIMEOUT);
      };
      const timer = setTimeout(giveUp, waitMs);
      const stop = () => {
        clearTimeout(timer);
        signal.removeEventListener("abort", giveUp);
      };
      signal.addEventListener("abort", giveUp);
      entry.waiting.push(waiter);
      Promise.resolve()
        .then(() => entry.holder.requestRelease())
        .catch(() => undefined);
    });

  return {
    newLock(id: string): Lock {
      let holding: Holder | undefined;
      return {
        async lock(signal, requestRelease) {
          if (signal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
          const entry = locks.get(id);
          if (!entry) {
            holding = { requestRelease };
            locks.set(id, { holder: holding, waiting: [] });
            return;
          }
          holding = await wait(entry, requestRelease, signal);
        },
        async unlock() {
          if (!holding) throw new Error("Releasing an unlocked lock");
          const holder = holding;
          holding = undefined;
          release(id, holder);
        },
      };
    },
    held: () => locks.size,
  };
}
