/** Global design tokens (stitches scales). Components use these names, never raw values. */

/** Default brand colours of spec section 9. */
export const defaultBrand = {
  primary: '#436bac',
  secondary: '#203e6c',
  auxiliary: '#e2a929',
  text: '#ffffff',
} as const;

export const colors = {
  primary: defaultBrand.primary,
  primaryHover: '#3a5d96',
  primaryPressed: '#314f80',
  onPrimary: defaultBrand.text,
  primaryText: '#3b5f99',
  primarySubtle: '#ecf0f7',
  primaryBorder: '#436bac',
  secondary: defaultBrand.secondary,
  onSecondary: '#ffffff',
  auxiliary: defaultBrand.auxiliary,
  onAuxiliary: '#000000',
  focusRing: '#3b5f99',
  background: '#ffffff',
  surface: '#f5f6f8',
  text: '#1c1f24',
  textMuted: '#545b66',
  border: '#767d88',
  borderSubtle: '#d5d9e0',
  danger: '#b3261e',
  dangerHover: '#9a2019',
  onDanger: '#ffffff',
  success: '#1b6e3a',
  warning: '#8a5a00',
  /** Behind modals and panels; the only translucent colour of the kit. */
  backdrop: 'rgba(16, 20, 28, 0.48)',
};

export const space = { 0: '0', 1: '4px', 2: '8px', 3: '12px', 4: '16px', 5: '24px', 6: '32px', 7: '48px', 8: '64px' };
export const sizes = {
  hairline: '1px',
  /** WCAG 2.2 2.5.8: the smallest pointer target. */
  target: '24px',
  controlSm: '32px',
  targetComfortable: '44px',
  controlLg: '52px',
  header: '64px',
  logo: '40px',
  logoWidth: '160px',
  progressTrack: '6px',
  panelWidth: '420px',
  iconSm: '16px',
  iconMd: '20px',
  iconLg: '24px',
  placeholderHero: '180px',
  /** A choice list's label and one two-line option card: where options on their way will be (no shift when they come). */
  placeholderOption: '107px',
  content: '1200px',
  prose: '65ch',
};
export const radii = { sm: '4px', md: '8px', lg: '12px', pill: '999px' };
export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
};
export const fontSizes = { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' };
export const fontWeights = { regular: '400', medium: '500', bold: '700' };
export const lineHeights = { tight: '1.2', normal: '1.5' };
export const shadows = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.12)',
  md: '0 4px 12px rgba(0, 0, 0, 0.16)',
  lg: '0 12px 32px rgba(0, 0, 0, 0.24)',
};
export const zIndices = { header: '10', panel: '20', modal: '30', toast: '40' };
export const transitions = { fast: '120ms ease-out', normal: '200ms ease-out' };
export const borderWidths = { thin: '1px', medium: '2px', focus: '3px', accent: '4px', heavy: '6px' };

export const media = {
  sm: '(min-width: 640px)',
  md: '(min-width: 768px)',
  lg: '(min-width: 1024px)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /** A pointer that really hovers: a phone's tap must not leave a control looking hovered. */
  hover: '(hover: hover)',
};
