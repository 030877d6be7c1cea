// Rendering a primitive in a browser test: inside <VitrineProvider> (its tooltips, theme and the
// ui locale), with a client that refuses every call (the primitives make none).
import { createVitrineClient } from '@vitrine/api-client';
import type { ReactNode } from 'react';
import { render } from 'vitest-browser-react';
import '../styles.css';
import type { VitrineTheme } from '../provider/context';
import { VitrineProvider } from '../provider/VitrineProvider';

const client = createVitrineClient({
  fetch: () => Promise.reject(new Error('the primitives call no API')),
});

/** Renders `children` in a provider (light unless told). */
export function renderInProvider(children: ReactNode, theme: VitrineTheme = 'light') {
  return render(
    <VitrineProvider client={client} theme={theme}>
      {children}
    </VitrineProvider>,
  );
}
