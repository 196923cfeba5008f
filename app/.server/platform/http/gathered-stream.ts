import { Transform, type TransformCallback } from "node:stream";

/**
 * A pass-through that hands on what was written to it in one turn of the event loop as one chunk. React writes a
 * page in pieces of 2 KB or less (some 75 for the dashboard): passed on one by one, each piece was a step of its own
 * through the web stream, the compressor's thread and the socket. `done` runs when the last piece has gone on.
 */
export function gatheredStream(done?: () => void): Transform {
  let pieces: Buffer[] = [];
  let scheduled = false;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pieces.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(handOn);
      }
      callback();
    },
    flush(callback: TransformCallback) {
      handOn();
      done?.();
      callback();
    },
  });
  function handOn() {
    scheduled = false;
    if (pieces.length === 0) return;
    const chunk = pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces);
    pieces = [];
    stream.push(chunk);
  }
  return stream;
}
