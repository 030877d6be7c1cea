// One Storybook for every package and the reference app (ARCHITECTURE.md). Stories also run as
// vitest tests in Debian chromium with axe (root vitest.config.ts, project "storybook").
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/*/src/**/*.stories.tsx', '../reference-app/src/**/*.stories.tsx'],
  addons: [
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    '@storybook/addon-docs',
    '@storybook/addon-themes',
  ],
  // public/ holds MSW's mockServiceWorker.js (`msw init .storybook/public --save`).
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
};

export default config;
