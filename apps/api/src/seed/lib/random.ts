/** mulberry32: a small, fast, seedable PRNG for the bulk tables (faker is used for names and text). */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** Uniform in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  bool(p = 0.5): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }
  /** Picks by weight: `[[value, weight], ...]`. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of entries) total += w;
    let r = this.next() * total;
    for (const [v, w] of entries) {
      r -= w;
      if (r < 0) return v;
    }
    return entries[entries.length - 1]![0];
  }
  hex32(): string {
    return Math.floor(this.next() * 4294967296)
      .toString(16)
      .padStart(8, '0');
  }
  /** A deterministic ObjectId-like id for a row created at `date`. */
  id(date: Date): string {
    const seconds = Math.floor(date.getTime() / 1000) >>> 0;
    return seconds.toString(16).padStart(8, '0') + this.hex32() + this.hex32();
  }
}

export const DAY_MS = 86_400_000;
/** Vietnam is UTC+7 all year. */
export const VN_OFFSET_MS = 7 * 3_600_000;

/** yyMMdd of the Vietnam calendar day of `date`. */
export function vnDateCode(date: Date): string {
  const d = new Date(date.getTime() + VN_OFFSET_MS);
  return (
    String(d.getUTCFullYear() % 100).padStart(2, '0') +
    String(d.getUTCMonth() + 1).padStart(2, '0') +
    String(d.getUTCDate()).padStart(2, '0')
  );
}

export function stripDiacritics(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');
}

export function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

/** Shuffles in place (Fisher–Yates) and returns the array. */
export function shuffle<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
