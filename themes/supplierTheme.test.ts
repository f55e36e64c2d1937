import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, toHex } from './color';
import { paletteFromBrand } from './supplierTheme';

describe('paletteFromBrand', () => {
  it('keeps the default colours of spec section 9 when the supplier gives none', () => {
    const palette = paletteFromBrand();
    expect(palette.primary).toBe('#436bac');
    expect(palette.secondary).toBe('#203e6c');
    expect(palette.auxiliary).toBe('#e2a929');
    expect(palette.onPrimary).toBe('#ffffff');
  });

  it('ignores a malformed colour instead of breaking the page', () => {
    expect(paletteFromBrand({ primary: 'azul' }).primary).toBe('#436bac');
  });

  it('switches the label to black on a pale yellow brand', () => {
    expect(paletteFromBrand({ primary: '#fff3a0' }).onPrimary).toBe('#000000');
  });

  it('reaches WCAG AA for any brand colour', () => {
    const hex = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map((rgb) => toHex(rgb));
    fc.assert(
      fc.property(hex, hex, (primary, text) => {
        const p = paletteFromBrand({ primary, text });
        expect(contrastRatio(p.onPrimary, p.primary)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(p.onPrimary, p.primaryHover)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(p.onPrimary, p.primaryPressed)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(p.primaryText, '#ffffff')).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(p.focusRing, '#ffffff')).toBeGreaterThanOrEqual(3);
      }),
      { numRuns: 500 },
    );
  });
});
