import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { gatheredStream } from "./gathered-stream";

/** Every chunk the stream hands on, as text, once it has ended. */
async function chunksOf(stream: NodeJS.ReadableStream) {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(String(chunk));
  return chunks;
}

describe("gatheredStream", () => {
  it("hands on the pieces written in one turn as one chunk, and a later turn's as another", async () => {
    let ended = 0;
    const stream = gatheredStream(() => (ended += 1));
    const read = chunksOf(stream);
    for (const piece of ["<html>", "<body>", "<p>one</p>"]) stream.write(Buffer.from(piece));
    await nextTurn();
    stream.write(Buffer.from("<p>two</p>"));
    stream.end(Buffer.from("</body></html>"));
    expect(await read).toEqual(["<html><body><p>one</p>", "<p>two</p></body></html>"]);
    expect(ended).toBe(1);
  });

  it("an empty page ends with no chunk, and a single piece goes on as it is", async () => {
    const empty = gatheredStream();
    const readEmpty = chunksOf(empty);
    empty.end();
    expect(await readEmpty).toEqual([]);

    const single = gatheredStream();
    const readSingle = chunksOf(single);
    single.end(Buffer.from("é".repeat(3000)));
    expect((await readSingle).join("")).toBe("é".repeat(3000));
  });
});
