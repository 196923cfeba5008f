import { closeSync, fstatSync, openSync, readSync } from "node:fs";

const PAGE_BYTES = 4096;

/**
 * An MMDB file for mmdb-lib's Reader without reading it into memory (docs/decisions/0011-memory.md): a Buffer
 * look-alike whose bytes are read with pread from an open file, 4 KB at a time, into a fixed number of cache slots
 * (a page goes to slot `page % slots`, replacing what was there).
 * mmdb-lib only reads its database through indexing and the Buffer methods below; a look-up walks ~32 tree
 * nodes and decodes one record, so it touches a few dozen pages, and the tree's top levels stay in the cache.
 * Reads are synchronous: a page is a few microseconds from the operating system's file cache, and each address
 * is looked up once while the locator remembers it. Which Buffer methods mmdb-lib calls is not part of its
 * documented API: package.json pins it exactly, and location.test.ts reads real records through this file, so a
 * version that calls another method fails there before it ships.
 */
export function openMmdbFile(file: string, options: { cachedPages?: number } = {}): Buffer {
  const fd = openSync(file, "r");
  let size: number;
  try {
    size = fstatSync(fd).size;
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  const slots = options.cachedPages ?? 1024;
  const slotPage = new Int32Array(slots).fill(-1);
  const slotBytes: Buffer[] = [];

  const page = (index: number): Buffer => {
    const slot = index % slots;
    if (slotPage[slot] === index) return slotBytes[slot]!;
    const bytes = (slotBytes[slot] ??= Buffer.allocUnsafe(PAGE_BYTES));
    readSync(fd, bytes, 0, Math.min(PAGE_BYTES, size - index * PAGE_BYTES), index * PAGE_BYTES);
    slotPage[slot] = index;
    return bytes;
  };

  /** A copy of `length` bytes from `offset` (fewer at the end of the file): a page's slot may be reused. */
  const bytes = (offset: number, length: number): Buffer => {
    const end = Math.min(size, offset + length);
    if (offset >= end) return Buffer.alloc(0);
    const first = Math.floor(offset / PAGE_BYTES);
    const last = Math.floor((end - 1) / PAGE_BYTES);
    if (first === last) return Buffer.from(page(first).subarray(offset - first * PAGE_BYTES, end - first * PAGE_BYTES));
    const out = Buffer.allocUnsafe(end - offset);
    for (let index = first; index <= last; index++) {
      const from = Math.max(offset, index * PAGE_BYTES);
      const to = Math.min(end, (index + 1) * PAGE_BYTES);
      page(index).copy(out, from - offset, from - index * PAGE_BYTES, to - index * PAGE_BYTES);
    }
    return out;
  };

  const byteAt = (offset: number) =>
    offset >= 0 && offset < size ? page(Math.floor(offset / PAGE_BYTES))[offset % PAGE_BYTES] : undefined;
  /** The big-endian unsigned integer of `length` bytes at `offset` (at most 6, as Buffer's readUIntBE). */
  const uint = (offset: number, length: number) => {
    if (offset < 0 || offset + length > size) throw new RangeError(`MMDB read outside the file at ${offset}`);
    let value = 0;
    for (let i = 0; i < length; i++) value = value * 256 + byteAt(offset + i)!;
    return value;
  };

  const methods: Record<string, (...args: never[]) => unknown> = {
    readUInt8: (offset: number) => uint(offset, 1),
    readUInt16BE: (offset: number) => uint(offset, 2),
    readUInt32BE: (offset: number) => uint(offset, 4),
    readInt32BE: (offset: number) => uint(offset, 4) | 0,
    readUIntBE: uint,
    readFloatBE: (offset: number) => bytes(offset, 4).readFloatBE(0),
    readDoubleBE: (offset: number) => bytes(offset, 8).readDoubleBE(0),
    subarray: (start = 0, end = size) => bytes(start, end - start),
    slice: (start = 0, end = size) => bytes(start, end - start),
    toString: (encoding: BufferEncoding = "utf8", start = 0, end = size) =>
      bytes(start, end - start).toString(encoding),
  };

  // A Proxy over an empty Buffer, so mmdb-lib's `Buffer.isBuffer` check holds.
  return new Proxy(Buffer.alloc(0), {
    get(target, property, receiver) {
      if (typeof property === "string") {
        if (property === "length" || property === "byteLength") return size;
        const method = methods[property];
        if (method) return method;
        const offset = Number(property);
        if (Number.isInteger(offset) && property !== "") return byteAt(offset);
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}
