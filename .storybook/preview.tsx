import type { Preview } from '@storybook/react-vite';
import { supplierFixtures } from '@mocks/db/suppliers';
import { scenarios } from '@mocks/scenarios';
import { mswLoader, withApp } from './decorators';

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withApp],
  loaders: [mswLoader],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i } },
    // Every story is an axe test: a violation fails it (WCAG 2.2 AA, target size included).
    a11y: {
      test: 'error',
      // react-aria's hidden live log, its own markup on its own timers (our Button drops notes that name nothing,
      // ui/Button/liveNotes.ts). Our own regions are checked.
      context: { exclude: ['[data-live-announcer]'] },
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } },
    },
  },
  globalTypes: {
    supplier: {
      description: 'Supplier theme',
      toolbar: {
        title: 'Fornecedor',
        icon: 'paintbrush',
        items: supplierFixtures.map((f) => ({ value: f.fornecedor.slug, title: f.fornecedor.nome ?? f.fornecedor.slug })),
        dynamicTitle: true,
      },
    },
    scenario: {
      description: 'Mock backend scenario',
      toolbar: {
        title: 'Cenário',
        icon: 'lightning',
        items: Object.entries(scenarios).map(([value, s]) => ({ value, title: s.label })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { supplier: 'demo', scenario: 'padrao' },
};

export default preview;
