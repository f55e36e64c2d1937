import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './color';
import { sampleThemes } from './samples';
import { contrastReport, paletteFromBrand, themeFromSupplier } from './supplierTheme';

describe('themeFromSupplier', () => {
  it('keeps the default colours of spec section 9 when the supplier gives none', () => {
    const { palette } = themeFromSupplier(null);
    expect(palette).toMatchObject({ primary: '#436bac', secondary: '#203e6c', auxiliary: '#e2a929', onPrimary: '#ffffff' });
  });

  it('ignores a malformed colour instead of breaking the page', () => {
    expect(themeFromSupplier({ primaryColor: 'azul' }).palette.primary).toBe('#436bac');
    expect(themeFromSupplier({ primaryColor: '1B7F3B' }).palette.primary).toBe('#1b7f3b');
  });

  it('keeps a readable brand colour untouched and reports nothing adjusted', () => {
    const { palette, report } = themeFromSupplier({ primaryColor: '#1b7f3b' });
    expect(palette.primaryText).toBe('#1b7f3b');
    expect(report.every((c) => c.passes)).toBe(true);
    expect(report.filter((c) => c.adjusted)).toEqual([]);
  });

  it('switches the label to black and darkens links on a pale yellow brand', () => {
    const { palette, report } = themeFromSupplier(sampleThemes['amarelo-claro'].tema);
    expect(palette.onPrimary).toBe('#000000');
    expect(palette.primary).toBe('#ffe66d');
    expect(contrastRatio(palette.primaryText, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(report.find((c) => c.pair === 'link')).toMatchObject({ adjusted: true, passes: true });
  });

  it('gives a near-black brand visible hover and pressed states', () => {
    const { palette } = themeFromSupplier(sampleThemes['quase-preto'].tema);
    expect(contrastRatio(palette.primaryHover, palette.primary)).toBeGreaterThanOrEqual(1.12);
    expect(contrastRatio(palette.onPrimary, palette.primaryHover)).toBeGreaterThanOrEqual(4.5);
  });

  it('drops a wanted text colour that would be unreadable', () => {
    const { palette, report } = themeFromSupplier({ primaryColor: '#ff7a00', textColor: '#ffffff' });
    expect(palette.onPrimary).toBe('#000000');
    expect(report[0]).toMatchObject({ pair: 'onPrimary', adjusted: true, passes: true });
  });

  it('shares one class between suppliers with the same palette', () => {
    expect(themeFromSupplier({ primaryColor: '#1b7f3b' }).className).toBe(themeFromSupplier({ primaryColor: '#1B7F3B' }).className);
    expect(themeFromSupplier({ primaryColor: '#1b7f3b' }).className).not.toBe(themeFromSupplier({}).className);
  });

  it('reaches WCAG 2.2 AA for any brand colours (10,000 random palettes)', () => {
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((rgb) => `#${rgb.toString(16).padStart(6, '0')}`);
    fc.assert(
      fc.property(hex, hex, hex, hex, (primaryColor, secondaryColor, auxiliaryColor, textColor) => {
        const input = { primaryColor, secondaryColor, auxiliaryColor, textColor };
        const failing = contrastReport(paletteFromBrand(input), input).filter((c) => !c.passes);
        expect(failing).toEqual([]);
      }),
      { numRuns: 10_000 },
    );
    // ~4 s on an idle 2-core machine; CI runs it beside other suites.
  }, 60_000);
});
