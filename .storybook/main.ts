import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../ui/**/*.stories.tsx', '../storefront/**/*.stories.tsx', '../.storybook/studio/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The mock service worker and fixture images are served from public/, as in the app.
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // vite.config.ts is the app's: its landing-chunk step groups the app's first pages by its entry
  // (storefront/app/main.tsx), which the stories' build does not have, so it stays out of it.
  viteFinal: (vite) => ({ ...vite, plugins: (vite.plugins ?? []).flat().filter((plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'landing-chunk')) }),
};

export default config;
