/**
 * A least-recently-used map bounded by entry count and by total size, with an age limit.
 * Map keeps insertion order, so re-inserting on read moves an entry to the young end.
 */
export class BoundedCache<V> {
  private entries = new Map<string, { value: V; size: number; storedAt: number }>();
  private bytes = 0;

  constructor(
    private readonly limits: { maxEntries: number; maxBytes: number; maxAgeMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt > this.limits.maxAgeMs) {
      this.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, size: number): void {
    if (size > this.limits.maxBytes) return;
    this.delete(key);
    this.entries.set(key, { value, size, storedAt: this.now() });
    this.bytes += size;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.size;
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size() {
    return this.entries.size;
  }

  get totalBytes() {
    return this.bytes;
  }
}
