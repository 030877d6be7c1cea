/// <reference types="vite/client" />
// The German run, part 2: the stories of every other package and the reference app (german.tsx
// says what is checked and how the parts are split). Every story file is globbed; german.tsx keeps
// this part's.
import type { Meta } from '@storybook/react-vite';
import { checkStoriesInGerman } from './german';

const loaders = import.meta.glob<{ default: Meta } & Record<string, unknown>>([
  '../packages/*/src/**/*.stories.tsx',
  '../reference-app/src/**/*.stories.tsx',
]);

await checkStoriesInGerman(loaders, 2);
