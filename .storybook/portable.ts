// Project annotations for portable stories outside Storybook's own vitest project (the screenshot
// tests of the "browser" project): the decorators and parameters of preview.tsx without the MSW
// loader, whose service worker only Storybook serves. Stories used this way must not need the API.
import type { Preview } from '@storybook/react-vite';
import preview from './preview';

export const storyAnnotations: Preview = {
  decorators: preview.decorators,
  parameters: preview.parameters,
  globalTypes: preview.globalTypes,
  initialGlobals: preview.initialGlobals,
};
