// The one seeded pseudo-random source of Vitrine (mulberry32): the mocks' seed library, the
// server's demo library, the generated test data and the benchmarks all draw from it, so the same
// seed gives the same data everywhere and a failing randomised test replays. Never Math.random.
// Not for secrets: tokens, hashes and ids of real uploads come from crypto.

/** Draws from one seed, always in the same order. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items of the list, in the order drawn (fewer when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[];
}

/** mulberry32: 32 bits of state, period 2^32; seeds are taken modulo 2^32. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('pick() needs a non-empty list');
      return items[int(0, items.length - 1)] as T;
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items];
      const out: T[] = [];
      while (out.length < count && pool.length > 0) {
        out.push(pool.splice(int(0, pool.length - 1), 1)[0] as T);
      }
      return out;
    },
  };
}

/**
 * A stable 32-bit hash of a string (FNV-1a), unsigned: per-id colours, seeds derived from a name,
 * short ids of a text. Not for secrets.
 */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
