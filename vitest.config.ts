// One root vitest config, one project per package (STYLE.md habit 12). Node projects run the pure
// rules, the client and the mocks; the storybook project runs every story as a test in Debian
// chromium with axe (a violation fails the run).
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/chromium';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const nodeProject = (name: string, root: string) => ({
  test: {
    name,
    root: here(root),
    environment: 'node' as const,
    include: ['src/**/*.test.ts', '**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/*.browser.test.{ts,tsx}'],
  },
});

export default defineConfig({
  test: {
    projects: [
      nodeProject('core', './packages/core'),
      nodeProject('api-client', './packages/api-client'),
      nodeProject('mocks', './packages/mocks'),
      nodeProject('reference-app', './reference-app'),
      nodeProject('tooling', './tests/tooling'),
      {
        plugins: [storybookTest({ configDir: here('./.storybook') })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' }],
          },
          setupFiles: [here('./.storybook/vitest.setup.ts')],
        },
      },
    ],
  },
});
