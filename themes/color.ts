/** Colour maths for WCAG contrast (relative luminance, ratio) and minimal brand-colour adjustment. */

type Rgb = readonly [number, number, number];

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: string): boolean {
  return HEX.test(value.trim());
}

function parseHex(value: string): Rgb {
  const match = HEX.exec(value.trim());
  if (!match?.[1]) throw new Error(`Not a hex colour: ${value}`);
  const hex = match[1].length === 3 ? match[1].replace(/./g, (c) => c + c) : match[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.2 relative luminance. */
export function luminance(color: string): number {
  const [r, g, b] = parseHex(color);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2.2 contrast ratio, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Mix `color` towards `target` by `amount` (0..1). */
export function mix(color: string, target: string, amount: number): string {
  const from = parseHex(color);
  const to = parseHex(target);
  return toHex(from.map((c, i) => c + ((to[i] ?? c) - c) * amount) as unknown as Rgb);
}

/** The more readable of white and black on `background` (one of them always reaches 4.5:1). */
export function readableOn(background: string): '#ffffff' | '#000000' {
  return contrastRatio('#ffffff', background) >= contrastRatio('#000000', background) ? '#ffffff' : '#000000';
}

/**
 * Moves `color` towards black or white in small steps until it reaches `minRatio` against
 * `against`, changing the brand colour as little as possible.
 */
export function ensureContrast(color: string, against: string, minRatio: number): string {
  if (contrastRatio(color, against) >= minRatio) return color;
  const target = luminance(against) > 0.5 ? '#000000' : '#ffffff';
  for (let step = 1; step <= 100; step += 1) {
    const candidate = mix(color, target, step / 100);
    if (contrastRatio(candidate, against) >= minRatio) return candidate;
  }
  return target;
}
