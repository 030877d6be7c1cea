import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_WEB_SETTINGS } from '@vitrine/core';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useVitrine } from '../provider/hooks';
import { useWebSetting, useWebSettings } from './useWebSettings';
import { WEB_SETTINGS_STORAGE_KEY } from './web-settings';
import { WEB_SETTINGS_SAVE_DELAY_MS } from './web-settings-store';

/** Every request to /api/websettings a story made (the spy lets the mocks answer). */
const seen: string[] = [];
const spy = [
  http.all('*/api/websettings', ({ request }) => {
    seen.push(request.method);
    // Nothing returned: the request goes on to the @vitrine/mocks handler.
  }),
];

/** What a widget sees of the web settings, and two changes to make. */
function WebSettingsProbe() {
  const { settings, update, isLoading } = useWebSettings();
  const [width, setWidth] = useWebSetting('treePanelWidth');
  const { webSettings } = useVitrine();
  const shown = [
    ['persistence', webSettings.persistence],
    ['loading', isLoading ? 'yes' : 'no'],
    ['pageSize', String(settings.pageSize)],
    ['treePanelWidth', String(width)],
    ['sortOption', String(settings.sortOption)],
    ['slideshowTimeout', String(settings.slideshowTimeout)],
    ['visibleGridColumn', settings.visibleGridColumn.join(', ')],
  ] as const;
  return (
    <section aria-label="Web settings">
      <dl>
        {shown.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd data-testid={name}>{value}</dd>
          </div>
        ))}
      </dl>
      <div style={{ display: 'flex', gap: 8 }}>
        <button type="button" className="vt-ui__button" onClick={() => update({ pageSize: 48 })}>
          48 per page
        </button>
        <button type="button" className="vt-ui__button" onClick={() => setWidth(width + 20)}>
          Wider tree panel
        </button>
      </div>
    </section>
  );
}

const meta = {
  title: 'ui/Web settings',
  component: WebSettingsProbe,
  parameters: { layout: 'padded', msw: { handlers: spy } },
  beforeEach: () => {
    // Stories share the page's local storage: every story starts from nothing stored.
    localStorage.removeItem(WEB_SETTINGS_STORAGE_KEY);
    seen.length = 0;
    return () => localStorage.removeItem(WEB_SETTINGS_STORAGE_KEY);
  },
} satisfies Meta<typeof WebSettingsProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

const value = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByTestId(name);
const afterTheSaveDelay = () =>
  new Promise((resolve) => setTimeout(resolve, WEB_SETTINGS_SAVE_DELAY_MS * 1.5));

/** A signed-in user: the server's copy loads; a change is saved once, after the pause (spec 000 §3). */
export const SignedIn: Story = {
  parameters: { mocks: { user: 'editor' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(value(canvasElement, 'loading')).toHaveTextContent('no'));
    await expect(value(canvasElement, 'persistence')).toHaveTextContent('server');
    await expect(value(canvasElement, 'pageSize')).toHaveTextContent('24');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '48 per page' }));
    await expect(value(canvasElement, 'pageSize')).toHaveTextContent('48');
    await waitFor(() => expect(seen.filter((method) => method === 'POST')).toHaveLength(1), {
      timeout: WEB_SETTINGS_SAVE_DELAY_MS * 3,
    });
  },
};

/**
 * spec 000 §3 "browser local storage then server": the copy stored in this browser shows at once;
 * when the server's copy arrives (every settings field, spec 001 §7) it wins, except for a change
 * this browser has not saved yet, which stays and is sent.
 */
export const StoredValueKept: Story = {
  parameters: { mocks: { user: 'editor' } },
  beforeEach: () => {
    localStorage.setItem(
      WEB_SETTINGS_STORAGE_KEY,
      JSON.stringify({ values: { pageSize: 48, treePanelWidth: 260 }, unsaved: ['pageSize'] }),
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(seen).toContain('GET'));
    await waitFor(() => expect(value(canvasElement, 'loading')).toHaveTextContent('no'));
    // The unsaved change stays, and goes to the server.
    await expect(value(canvasElement, 'pageSize')).toHaveTextContent('48');
    await waitFor(() => expect(seen.filter((method) => method === 'POST')).toHaveLength(1), {
      timeout: WEB_SETTINGS_SAVE_DELAY_MS * 3,
    });
    // A saved one gives way to the server's copy (the editor never saved it: the default).
    await expect(value(canvasElement, 'treePanelWidth')).toHaveTextContent(
      String(DEFAULT_WEB_SETTINGS.treePanelWidth),
    );
    await expect(value(canvasElement, 'sortOption')).toHaveTextContent(
      String(DEFAULT_WEB_SETTINGS.sortOption),
    );
    await expect(value(canvasElement, 'visibleGridColumn')).toHaveTextContent(
      DEFAULT_WEB_SETTINGS.visibleGridColumn.join(', '),
    );
  },
};

/**
 * A guest (spec 000 §6 "Guest access skips web settings loading", spec 001 §6 "never saves settings
 * to the server"): changes apply on the page only; no request reaches the mocks.
 */
export const Guest: Story = {
  parameters: { mocks: { user: 'guest' }, vitrine: { webSettings: { persistence: 'none' } } },
  play: async ({ canvasElement }) => {
    await expect(value(canvasElement, 'persistence')).toHaveTextContent('none');
    await expect(value(canvasElement, 'loading')).toHaveTextContent('no');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Wider tree panel' }));
    await expect(value(canvasElement, 'treePanelWidth')).toHaveTextContent('320');
    await afterTheSaveDelay();
    await expect(seen).toEqual([]);
    await expect(localStorage.getItem(WEB_SETTINGS_STORAGE_KEY)).toBeNull();
  },
};

/** The host knows some values (a shared-link page): they win over everything else. */
export const HostValues: Story = {
  parameters: {
    mocks: { user: 'sharedVisitor' },
    vitrine: { webSettings: { persistence: 'none', values: { pageSize: 96, slideshowTimeout: 10000 } } },
  },
  play: async ({ canvasElement }) => {
    await expect(value(canvasElement, 'pageSize')).toHaveTextContent('96');
    await expect(value(canvasElement, 'slideshowTimeout')).toHaveTextContent('10000');
  },
};

/** The save fails: the error toast of the one error path ("Failed to save changes."). */
export const SaveFails: Story = {
  parameters: { mocks: { user: 'editor', scenarios: { saveWebSettings: 'error-500' } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(value(canvasElement, 'loading')).toHaveTextContent('no'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: '48 per page' }));
    const toasts = within(document.body).getByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() => expect(toasts).toHaveTextContent('Failed to save changes.'), {
      timeout: WEB_SETTINGS_SAVE_DELAY_MS * 3,
    });
    // The change stays on the page.
    await expect(value(canvasElement, 'pageSize')).toHaveTextContent('48');
  },
};

/** The load fails (spec 001 §8): nothing is shown to the user; the defaults apply. */
export const LoadFails: Story = {
  parameters: { mocks: { user: 'editor', scenarios: { getWebSettings: 'error-500' } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(value(canvasElement, 'loading')).toHaveTextContent('no'), { timeout: 5000 });
    await expect(value(canvasElement, 'pageSize')).toHaveTextContent('24');
    await expect(document.querySelector('.vt-ui__toast')).toBeNull();
  },
};
