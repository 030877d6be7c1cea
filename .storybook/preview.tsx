// Every story runs inside <VitrineProvider> with a client on the same origin, served by the MSW
// worker of @vitrine/mocks. Toolbars: theme (light / dark, from @storybook/addon-themes) and locale
// (English / German / pseudo). Axe runs on every story and a violation fails its test.

import { DecoratorHelpers } from '@storybook/addon-themes';
import type { Decorator, Preview } from '@storybook/react-vite';
import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider, type VitrineProviderProps, type VitrineTheme } from '@vitrine/ui';
import '@vitrine/ui/styles.css';
import './preview.css';
import { localeFor, storyLocale } from './locales';
import { mockLoader } from './msw';

const THEMES: readonly VitrineTheme[] = ['light', 'dark'];
DecoratorHelpers.initializeThemeState([...THEMES], 'light');

/** One client for all stories: same origin, so the MSW worker answers it. */
const client = createVitrineClient();

/** `parameters.vitrine`: provider props for one story (permissions, webSettings, onError...). */
export type VitrineStoryParameters = Partial<Omit<VitrineProviderProps, 'client' | 'children'>>;

const withVitrineProvider: Decorator = (Story, context) => {
  const { locale, ...props } = (context.parameters.vitrine ?? {}) as VitrineStoryParameters;
  const override = (context.parameters.themes as { themeOverride?: string } | undefined)?.themeOverride;
  const picked = override || DecoratorHelpers.pluckThemeFromContext(context);
  const theme: VitrineTheme =
    props.theme ?? (THEMES.includes(picked as VitrineTheme) ? (picked as VitrineTheme) : 'light');
  return (
    <VitrineProvider
      // a fresh provider (query cache, toasts, dialogs) for every story
      key={context.id}
      client={client}
      className="vt-storybook__root"
      {...props}
      locale={storyLocale(localeFor(context.globals.locale), locale)}
      theme={theme}
    >
      <Story />
    </VitrineProvider>
  );
};

const preview: Preview = {
  decorators: [withVitrineProvider],
  loaders: [mockLoader],
  globalTypes: {
    locale: {
      description: 'Locale of the widgets',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'de', title: 'Deutsch' },
          { value: 'pseudo', title: 'Pseudo (partial override)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
