/// <reference types="vite/client" />
// The German run, part 1: the stories of tree, ui, uploader and share-and-report, and the
// catalogues' own checks (german.tsx says what is checked and how the parts are split). Every story
// file is globbed; german.tsx keeps this part's.
import type { Meta } from '@storybook/react-vite';
import { checkCatalogues, checkStoriesInGerman } from './german';

const loaders = import.meta.glob<{ default: Meta } & Record<string, unknown>>([
  '../packages/*/src/**/*.stories.tsx',
  '../reference-app/src/**/*.stories.tsx',
]);

checkCatalogues();
await checkStoriesInGerman(loaders, 1);
