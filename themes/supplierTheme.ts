import { contrastRatio, ensureContrast, isHexColor, luminance, mix, readableOn } from './color';
import { createTheme } from './stitches.config';
import { colors, defaultBrand } from './tokens';

/**
 * A supplier's theme as the platform sends it (spec 3 "Theme"), plus the optional colours a
 * supplier config may carry. Structural: themes/ knows no API types.
 */
export interface SupplierThemeInput {
  primaryColor?: string | undefined;
  secondaryColor?: string | undefined;
  auxiliaryColor?: string | undefined;
  /** Text colour wanted on the primary colour; kept only while it stays readable. */
  textColor?: string | undefined;
  logo?: string | undefined;
}

type PaletteKey =
  | 'primary'
  | 'primaryHover'
  | 'primaryPressed'
  | 'onPrimary'
  | 'primaryText'
  | 'primarySubtle'
  | 'primaryBorder'
  | 'focusRing'
  | 'secondary'
  | 'onSecondary'
  | 'auxiliary'
  | 'onAuxiliary';

type Palette = Record<PaletteKey, string>;

export type ContrastPair =
  | 'onPrimary'
  | 'onPrimaryHover'
  | 'onPrimaryPressed'
  | 'link'
  | 'linkOnSubtle'
  | 'border'
  | 'focusRing'
  | 'onSecondary'
  | 'onAuxiliary';

/** One foreground/background pair of the palette and how it fares against WCAG 2.2 AA. */
export interface ContrastCheck {
  /** Which pair; its name for people lives in the pt-BR catalogue (ui/ContrastReport). */
  pair: ContrastPair;
  foreground: string;
  background: string;
  ratio: number;
  /** 4.5 for text, 3 for UI parts (borders, focus rings). */
  required: number;
  passes: boolean;
  /** The guard changed the supplier's colour to get here. */
  adjusted: boolean;
}

export interface SupplierTheme {
  /** The stitches theme class: put it on a root and everything below takes the brand. */
  className: string;
  palette: Palette;
  report: ContrastCheck[];
  logo: string | undefined;
}

const TEXT_MIN = 4.5;
const UI_MIN = 3;
/** Hover and pressed must look different from the resting colour, not just be computed. */
const VISIBLE_STEP = 1.12;

function pick(value: string | undefined, fallback: string): string {
  if (!value || !isHexColor(value)) return fallback;
  return (value.startsWith('#') ? value : `#${value}`).toLowerCase();
}

/** A state colour `amount` away from `base`, keeping `text` readable on it and the change visible. */
function stateColor(base: string, text: string, amount: number): string {
  const darkerFirst = luminance(text) > luminance(base);
  for (const target of darkerFirst ? ['#000000', '#ffffff'] : ['#ffffff', '#000000']) {
    const candidate = mix(base, target, amount);
    if (contrastRatio(text, candidate) >= TEXT_MIN && contrastRatio(candidate, base) >= VISIBLE_STEP) return candidate;
  }
  return mix(base, darkerFirst ? '#000000' : '#ffffff', amount);
}

/**
 * spec 9 defaults + the supplier's colours -> the full brand palette, with text at 4.5:1 and UI
 * parts at 3:1 on white (WCAG 2.2 AA) whatever the supplier picked, changing it as little as possible.
 * @internal exported for the 10,000-palette property test, which must not make a stitches theme per run
 */
export function paletteFromBrand(input: SupplierThemeInput = {}): Palette {
  const primary = pick(input.primaryColor, defaultBrand.primary);
  const secondary = pick(input.secondaryColor, defaultBrand.secondary);
  const auxiliary = pick(input.auxiliaryColor, defaultBrand.auxiliary);
  const wanted = pick(input.textColor, defaultBrand.text);
  const onPrimary = contrastRatio(wanted, primary) >= TEXT_MIN ? wanted : readableOn(primary);
  const primaryText = ensureContrast(primary, colors.background, TEXT_MIN);
  return {
    primary,
    primaryHover: stateColor(primary, onPrimary, 0.14),
    primaryPressed: stateColor(primary, onPrimary, 0.26),
    onPrimary,
    primaryText,
    primarySubtle: ensureContrast(mix(primary, '#ffffff', 0.9), primaryText, TEXT_MIN),
    primaryBorder: ensureContrast(primary, colors.background, UI_MIN),
    focusRing: ensureContrast(primaryText, colors.background, UI_MIN),
    secondary,
    onSecondary: readableOn(secondary),
    auxiliary,
    onAuxiliary: readableOn(auxiliary),
  };
}

/**
 * Each pair the kit draws with the brand colours, its ratio, and whether the guard had to step in.
 * @internal exported for the 10,000-palette property test (themeFromSupplier gives it as `report`)
 */
export function contrastReport(palette: Palette, input: SupplierThemeInput = {}): ContrastCheck[] {
  const brandPrimary = pick(input.primaryColor, defaultBrand.primary);
  const wantedText = pick(input.textColor, defaultBrand.text);
  const white = colors.background;
  const check = (pair: ContrastPair, foreground: string, background: string, required: number, adjusted: boolean): ContrastCheck => {
    const ratio = Math.round(contrastRatio(foreground, background) * 100) / 100;
    return { pair, foreground, background, ratio, required, passes: ratio >= required, adjusted };
  };
  return [
    check('onPrimary', palette.onPrimary, palette.primary, TEXT_MIN, palette.onPrimary !== wantedText),
    check('onPrimaryHover', palette.onPrimary, palette.primaryHover, TEXT_MIN, false),
    check('onPrimaryPressed', palette.onPrimary, palette.primaryPressed, TEXT_MIN, false),
    check('link', palette.primaryText, white, TEXT_MIN, palette.primaryText !== brandPrimary),
    check('linkOnSubtle', palette.primaryText, palette.primarySubtle, TEXT_MIN, palette.primaryText !== brandPrimary),
    check('border', palette.primaryBorder, white, UI_MIN, palette.primaryBorder !== brandPrimary),
    check('focusRing', palette.focusRing, white, UI_MIN, palette.focusRing !== brandPrimary),
    check('onSecondary', palette.onSecondary, palette.secondary, TEXT_MIN, false),
    check('onAuxiliary', palette.onAuxiliary, palette.auxiliary, TEXT_MIN, false),
  ];
}

const themeCache = new Map<string, ReturnType<typeof createTheme>>();

/**
 * A supplier's theme (spec 3) -> a stitches `createTheme` class over the same tokens, its
 * palette and contrast report. Switching supplier swaps one class; identical palettes share one.
 */
export function themeFromSupplier(tema: SupplierThemeInput | null | undefined): SupplierTheme {
  const input = tema ?? {};
  const palette = paletteFromBrand(input);
  const key = Object.values(palette).join('-');
  let theme = themeCache.get(key);
  if (!theme) {
    // Named by stitches from its content: the server's page and the browser's first render agree on it.
    theme = createTheme({ colors: palette });
    themeCache.set(key, theme);
  }
  const logo = input.logo?.trim();
  return { className: theme.className, palette, report: contrastReport(palette, input), logo: logo || undefined };
}
