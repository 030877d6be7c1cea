// What the administration pages' stories share: the app's navigation over an in-memory history (the
// pages read their query string and fragment, and their links navigate), started at the story's URL
// (`parameters.url`), and small helpers for the play functions.
import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { createHistoryStore, type HistoryWindow } from '../navigation/history';
import { NavigationProvider, useNavigation } from '../navigation/NavigationProvider';

/** A window whose history lives in memory, at `start` (a path with query string and fragment). */
function memoryWindow(start: string): HistoryWindow {
  const origin = window.location.origin;
  let url = new URL(start, origin);
  const location = {
    get pathname() {
      return url.pathname;
    },
    get search() {
      return url.search;
    },
    get hash() {
      return url.hash;
    },
    origin,
    get href() {
      return url.href;
    },
  };
  const go = (_state: unknown, _title: string, next?: string | URL | null) => {
    if (next !== undefined && next !== null) url = new URL(next, url);
  };
  return {
    location,
    history: { pushState: go, replaceState: go },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
}

function AppNavigation({
  url,
  showAddress,
  children,
}: {
  url: string;
  showAddress: boolean;
  children: ReactNode;
}) {
  const [store] = useState(() => createHistoryStore(memoryWindow(url)));
  return (
    <NavigationProvider store={store} bodyVariant={false}>
      <main style={{ padding: 16 }}>{children}</main>
      {showAddress && <CurrentAddress />}
    </NavigationProvider>
  );
}

/** The in-memory address, for a play function to read where the page went (`data-app-address`). */
function CurrentAddress() {
  const { location } = useNavigation();
  const address = `${location.pathname}${location.search}`;
  return <output data-app-address={address}>{address}</output>;
}

/**
 * Puts the story under the app's navigation, at `parameters.url` (default '/'), inside a <main>;
 * with `parameters.showAddress`, the current address is shown under it.
 */
export const withAppNavigation: Decorator = (Story, context) => (
  <AppNavigation
    url={(context.parameters.url as string | undefined) ?? '/'}
    showAddress={context.parameters.showAddress === true}
  >
    <Story />
  </AppNavigation>
);

/** The address the story's navigation is at (needs `parameters.showAddress`). */
export const currentAddress = (): string | null =>
  document.querySelector('[data-app-address]')?.getAttribute('data-app-address') ?? null;

/** Waits for a toast ending with `message` (its text also holds the spoken kind). */
export const expectToast = (message: string) =>
  waitFor(
    () => {
      const shown = Array.from(document.querySelectorAll('.vt-ui__toast-message'));
      if (!shown.some((element) => element.textContent?.endsWith(message)))
        throw new Error(
          `no toast "${message}" (toasts: ${shown.map((e) => e.textContent).join(' | ') || 'none'})`,
        );
    },
    { timeout: 4000 },
  );

/** The parameters of an administration page's stories: full screen, at `url`. */
export const adminParameters = (url: string) => ({ layout: 'fullscreen', url });

/** Queries within the story's canvas, and within the whole document (dialogs, toasts). */
export const page = (canvasElement: HTMLElement) => within(canvasElement);
export const body = () => within(document.body);

/** The table named `name`, once it has loaded. */
export const findTable = (canvasElement: HTMLElement, name: string) =>
  page(canvasElement).findByRole('table', { name }, { timeout: 8000 });

/** The page's main read failed: an alert saying `message`, offering Try again. */
export async function expectLoadFailed(canvasElement: HTMLElement, message: string) {
  const alert = await page(canvasElement).findByRole('alert', {}, { timeout: 8000 });
  expect(alert).toHaveTextContent(message);
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
}

/**
 * The page refuses its reader: the refusal's heading and, when given, its sentence. Returns the
 * canvas's queries for further checks.
 */
export async function expectRefusal(canvasElement: HTMLElement, text?: string) {
  const canvas = page(canvasElement);
  expect(
    await canvas.findByRole('heading', { name: 'You cannot use this page' }, { timeout: 8000 }),
  ).toBeVisible();
  if (text !== undefined) expect(canvas.getByText(text)).toBeVisible();
  return canvas;
}
