/** mulberry32: a tiny seeded generator, so the fixture database is the same on every machine and run. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

export type Random = ReturnType<typeof seeded>;

/** Reais rounded to the cent, ending in ,90 or ,49 like shelf prices. */
export function shelfPrice(value: number): number {
  const whole = Math.max(0, Math.floor(value));
  return whole + (value - whole >= 0.5 ? 0.9 : 0.49);
}
