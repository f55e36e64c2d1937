import { contrastRatio, ensureContrast, isHexColor, luminance, mix, readableOn } from './color';
import { createTheme } from './stitches.config';
import { colors, defaultBrand } from './tokens';

/** The brand colours a supplier may give; anything missing or malformed falls back to spec section 9. */
export interface BrandColors {
  primary?: string | undefined;
  secondary?: string | undefined;
  auxiliary?: string | undefined;
  /** Text colour the supplier wants on its primary colour. Kept only when it stays readable. */
  text?: string | undefined;
}

export type Palette = Record<
  | 'primary'
  | 'primaryHover'
  | 'primaryPressed'
  | 'onPrimary'
  | 'primaryText'
  | 'focusRing'
  | 'secondary'
  | 'onSecondary'
  | 'auxiliary'
  | 'onAuxiliary',
  string
>;

const TEXT_MIN = 4.5;
const UI_MIN = 3;

function pick(value: string | undefined, fallback: string): string {
  return value && isHexColor(value) ? (value.startsWith('#') ? value : `#${value}`).toLowerCase() : fallback;
}

/**
 * Derives the full brand palette from a supplier's colours so that text reaches 4.5:1 and UI
 * parts 3:1 on white (WCAG 2.2 AA) whatever the supplier picked.
 */
export function paletteFromBrand(brand: BrandColors = {}): Palette {
  const primary: string = pick(brand.primary, defaultBrand.primary);
  const secondary = pick(brand.secondary, defaultBrand.secondary);
  const auxiliary = pick(brand.auxiliary, defaultBrand.auxiliary);
  const wanted = pick(brand.text, defaultBrand.text);
  const onPrimary = contrastRatio(wanted, primary) >= TEXT_MIN ? wanted : readableOn(primary);
  // Hover and pressed move away from the text colour, so the label only gains contrast.
  const away = luminance(onPrimary) > luminance(primary) ? '#000000' : '#ffffff';
  const primaryText = ensureContrast(primary, colors.background, TEXT_MIN);
  return {
    primary,
    primaryHover: mix(primary, away, 0.12),
    primaryPressed: mix(primary, away, 0.22),
    onPrimary,
    primaryText,
    focusRing: ensureContrast(primaryText, colors.background, UI_MIN),
    secondary,
    onSecondary: readableOn(secondary),
    auxiliary,
    onAuxiliary: readableOn(auxiliary),
  };
}

const themeCache = new Map<string, ReturnType<typeof createTheme>>();

/** A stitches theme class for a supplier: switching supplier swaps one class on the root. */
export function createSupplierTheme(brand: BrandColors = {}): ReturnType<typeof createTheme> {
  const palette = paletteFromBrand(brand);
  const key = Object.values(palette).join('-');
  let theme = themeCache.get(key);
  if (!theme) {
    theme = createTheme(`supplier-${themeCache.size}`, { colors: palette });
    themeCache.set(key, theme);
  }
  return theme;
}
