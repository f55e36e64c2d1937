import type { SupplierThemeInput } from './supplierTheme';

export interface SampleTheme {
  name: string;
  tema: SupplierThemeInput;
}

/** Sample brands for Storybook and tests, the hard cases included (pale yellow, near black). */
export const sampleThemes = {
  padrao: { name: 'Padrão (spec 9)', tema: {} },
  verde: { name: 'Verde hortifrúti', tema: { primaryColor: '#1b7f3b', secondaryColor: '#14532d' } },
  'amarelo-claro': { name: 'Amarelo claro', tema: { primaryColor: '#ffe66d', secondaryColor: '#5b3a00' } },
  'quase-preto': { name: 'Quase preto', tema: { primaryColor: '#141414', secondaryColor: '#2b2b2b', auxiliaryColor: '#c9a227' } },
  laranja: { name: 'Laranja vivo', tema: { primaryColor: '#ff7a00', textColor: '#ffffff' } },
} satisfies Record<string, SampleTheme>;

export type SampleThemeName = keyof typeof sampleThemes;
