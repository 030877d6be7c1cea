// One Storybook for every package and the reference app (docs/architecture.md). Stories also run as
// vitest tests in Debian chromium with axe (root vitest.config.ts, project "storybook").
import type { StorybookConfig } from '@storybook/react-vite';
import ts from 'typescript';

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
  // The docs pages' props tables: react-docgen-typescript follows the props types across files
  // (`interface FolderTreeProps extends Omit<UseFolderTreeOptions, 'locale'>`), where the default
  // react-docgen saw only the props declared in the component's own file.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      include: ['packages/*/src/**/*.tsx'],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx', '**/node_modules/**'],
      compilerOptions: {
        jsx: ts.JsxEmit.ReactJSX,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        target: ts.ScriptTarget.ES2022,
        strict: true,
        skipLibCheck: true,
      },
      shouldRemoveUndefinedFromOptional: true,
      // Props from React's or a library's own types (DOM attributes) are not ours to document.
      propFilter: (prop) => !prop.parent?.fileName.includes('node_modules'),
    },
  },
};

export default config;
