// The web settings hooks in chromium (spec 000 §3 "browser local storage then server", §6 "Guest
// access skips web settings loading"; spec 001 §6, §7). The API is MSW handlers answered in the page
// (msw's getResponse behind the client's fetch): a fake server that records every request, so a
// test can say that no POST reached it.
import { createVitrineClient } from '@vitrine/api-client';
import { getResponse, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../styles.css';
import { VitrineProvider } from '../provider/VitrineProvider';
import type { WebSettingsOptions } from './options';
import { useWebSetting, useWebSettings } from './useWebSettings';
import { WEB_SETTINGS_STORAGE_KEY } from './web-settings';
import { WEB_SETTINGS_SAVE_DELAY_MS } from './web-settings-store';

interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A server holding one user's settings; GET answers wait for `release()` when `hold` is set, POST
 * answers for `releaseSaves()` when `holdSaves` is.
 */
function fakeServer(
  options: {
    settings?: Record<string, unknown>;
    hold?: boolean;
    holdSaves?: boolean;
    failSaves?: boolean;
  } = {},
) {
  let saved: Record<string, unknown> = { ...options.settings };
  const seen: SeenRequest[] = [];
  let release: () => void = () => {};
  const held = options.hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  let releaseSaves: () => void = () => {};
  const savesHeld = options.holdSaves
    ? new Promise<void>((resolve) => (releaseSaves = resolve))
    : Promise.resolve();
  const handlers = [
    http.get('*/api/websettings', async () => {
      await held;
      return HttpResponse.json(saved);
    }),
    http.post('*/api/websettings', async ({ request }) => {
      await savesHeld;
      if (options.failSaves)
        return HttpResponse.json({ responseStatus: { errorCode: 'Error' } }, { status: 500 });
      saved = { ...saved, ...((await request.json()) as Record<string, unknown>) };
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  const client = createVitrineClient({
    fetch: async (request) => {
      const body = request.method === 'GET' ? undefined : await request.clone().json();
      seen.push({ method: request.method, path: new URL(request.url).pathname, body });
      const response = await getResponse(handlers, request);
      if (!response) throw new Error(`unhandled ${request.method} ${request.url}`);
      return response;
    },
  });
  return {
    client,
    seen,
    release,
    releaseSaves: () => releaseSaves(),
    posts: () => seen.filter((request) => request.method === 'POST'),
  };
}

/** Shows the settings a widget sees and changes a few of them. */
function Probe() {
  const { settings, update, isLoading } = useWebSettings();
  const [width, setWidth] = useWebSetting('treePanelWidth');
  return (
    <div>
      <p data-testid="loading">{isLoading ? 'loading' : 'ready'}</p>
      <p data-testid="page-size">{settings.pageSize}</p>
      <p data-testid="width">{width}</p>
      <p data-testid="hide-tree">{String(settings.hideTree)}</p>
      <button type="button" onClick={() => update({ pageSize: 48 })}>
        48 per page
      </button>
      <button type="button" onClick={() => setWidth(width + 10)}>
        Wider
      </button>
    </div>
  );
}

function renderProbe(server: ReturnType<typeof fakeServer>, webSettings?: WebSettingsOptions) {
  return render(
    <VitrineProvider client={server.client} webSettings={webSettings}>
      <Probe />
    </VitrineProvider>,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const storedRecord = () => JSON.parse(localStorage.getItem(WEB_SETTINGS_STORAGE_KEY) ?? 'null');

beforeEach(() => localStorage.removeItem(WEB_SETTINGS_STORAGE_KEY));
afterEach(() => localStorage.removeItem(WEB_SETTINGS_STORAGE_KEY));

describe("useWebSettings, persistence 'server'", () => {
  it('shows local storage first, then the server copy (spec 000 §3)', async () => {
    localStorage.setItem(
      WEB_SETTINGS_STORAGE_KEY,
      JSON.stringify({ values: { pageSize: 48, treePanelWidth: 250 }, unsaved: [] }),
    );
    const server = fakeServer({ settings: { pageSize: 96, hideTree: true }, hold: true });
    const screen = await renderProbe(server);
    await expect.element(screen.getByTestId('loading')).toHaveTextContent('loading');
    await expect.element(screen.getByTestId('page-size')).toHaveTextContent('48');
    await expect.element(screen.getByTestId('width')).toHaveTextContent('250');
    server.release();
    await expect.element(screen.getByTestId('loading')).toHaveTextContent('ready');
    await expect.element(screen.getByTestId('page-size')).toHaveTextContent('96');
    await expect.element(screen.getByTestId('hide-tree')).toHaveTextContent('true');
    // The stored fields the server does not have stay.
    await expect.element(screen.getByTestId('width')).toHaveTextContent('250');
    // The server's copy is mirrored in local storage for the next load.
    expect(storedRecord().values).toMatchObject({ pageSize: 96, hideTree: true, treePanelWidth: 250 });
  });

  it('writes a change to local storage at once and saves it to the server once, after the pause', async () => {
    const server = fakeServer({ settings: { treePanelWidth: 300 } });
    const screen = await renderProbe(server);
    await expect.element(screen.getByTestId('loading')).toHaveTextContent('ready');
    const wider = screen.getByRole('button', { name: 'Wider' });
    await wider.click();
    await wider.click();
    await wider.click();
    await expect.element(screen.getByTestId('width')).toHaveTextContent('330');
    expect(storedRecord()).toMatchObject({ values: { treePanelWidth: 330 }, unsaved: ['treePanelWidth'] });
    await sleep(WEB_SETTINGS_SAVE_DELAY_MS / 2);
    expect(server.posts()).toEqual([]);
    await expect.poll(() => server.posts().length, { timeout: WEB_SETTINGS_SAVE_DELAY_MS * 3 }).toBe(1);
    expect(server.posts()[0]).toMatchObject({ path: '/api/websettings', body: { treePanelWidth: 330 } });
    await expect.poll(() => storedRecord().unsaved).toEqual([]);
  });

  it('a save answered after its provider unmounted leaves the next provider’s stored record alone', async () => {
    // The WebSettings story 'Stored Value Kept' failed once under load this way: the story before
    // it saved, its provider went, the next story stored its record, then the late answer arrived.
    const first = fakeServer({ holdSaves: true });
    const screen = await renderProbe(first);
    await expect.element(screen.getByTestId('loading')).toHaveTextContent('ready');
    await screen.getByRole('button', { name: '48 per page' }).click();
    await expect.poll(() => first.posts().length, { timeout: WEB_SETTINGS_SAVE_DELAY_MS * 3 }).toBe(1);
    await screen.unmount();
    const next = { values: { pageSize: 48, treePanelWidth: 260 }, unsaved: ['pageSize'] };
    localStorage.setItem(WEB_SETTINGS_STORAGE_KEY, JSON.stringify(next));
    first.releaseSaves();
    await sleep(100);
    expect(storedRecord()).toEqual(next);
    // The next provider keeps its unsaved change over the server's copy, and sends it.
    const second = fakeServer();
    const again = await renderProbe(second);
    await expect.element(again.getByTestId('loading')).toHaveTextContent('ready');
    await expect.element(again.getByTestId('page-size')).toHaveTextContent('48');
    await expect.poll(() => second.posts().length, { timeout: WEB_SETTINGS_SAVE_DELAY_MS * 3 }).toBe(1);
  });

  it("the provider's values win over stored and server ones", async () => {
    localStorage.setItem(WEB_SETTINGS_STORAGE_KEY, JSON.stringify({ values: { pageSize: 48 }, unsaved: [] }));
    const server = fakeServer({ settings: { pageSize: 96 } });
    const screen = await renderProbe(server, { values: { pageSize: 12 } });
    await expect.element(screen.getByTestId('loading')).toHaveTextContent('ready');
    await expect.element(screen.getByTestId('page-size')).toHaveTextContent('12');
  });

  it('a failed save shows "Failed to save changes." and keeps the change for later', async () => {
    const server = fakeServer({ failSaves: true });
    const screen = await renderProbe(server);
    await expect.element(screen.getByTestId('loading')).toHaveTextContent('ready');
    await screen.getByRole('button', { name: '48 per page' }).click();
    // spec 001 §8 "Failed to save changes.": the toast (portalled, so looked up in the whole page).
    const toasts = page.getByRole('region', { name: 'Notifications (F8)' });
    await expect
      .poll(() => toasts.element().textContent, { timeout: WEB_SETTINGS_SAVE_DELAY_MS * 3 })
      .toContain('Failed to save changes.');
    await expect.element(screen.getByTestId('page-size')).toHaveTextContent('48');
    expect(storedRecord()).toMatchObject({ values: { pageSize: 48 }, unsaved: ['pageSize'] });
  });
});

describe("useWebSettings, persistence 'none' (spec 000 §6, spec 001 §6: guests, shared-link visitors)", () => {
  it('never loads nor saves, and leaves local storage alone', async () => {
    const before = JSON.stringify({ values: { pageSize: 96 }, unsaved: ['pageSize'] });
    localStorage.setItem(WEB_SETTINGS_STORAGE_KEY, before);
    const server = fakeServer({ settings: { pageSize: 12 } });
    const screen = await renderProbe(server, { persistence: 'none' });
    await expect.element(screen.getByTestId('loading')).toHaveTextContent('ready');
    // Defaults, not the stored values: spec 000 §6 "Guest access skips web settings loading".
    await expect.element(screen.getByTestId('page-size')).toHaveTextContent('24');
    await screen.getByRole('button', { name: '48 per page' }).click();
    await expect.element(screen.getByTestId('page-size')).toHaveTextContent('48');
    await sleep(WEB_SETTINGS_SAVE_DELAY_MS * 2);
    expect(server.seen).toEqual([]);
    expect(localStorage.getItem(WEB_SETTINGS_STORAGE_KEY)).toBe(before);
  });
});

describe("useWebSettings, persistence 'local'", () => {
  it('ignores junk in local storage and replaces it on the first change', async () => {
    localStorage.setItem(WEB_SETTINGS_STORAGE_KEY, '{"values": {"pageSize": "lots"');
    const server = fakeServer();
    const screen = await renderProbe(server, { persistence: 'local' });
    await expect.element(screen.getByTestId('page-size')).toHaveTextContent('24');
    await expect.element(screen.getByTestId('width')).toHaveTextContent('300');
    await screen.getByRole('button', { name: '48 per page' }).click();
    await expect.element(screen.getByTestId('page-size')).toHaveTextContent('48');
    expect(storedRecord()).toEqual({ values: { pageSize: 48 }, unsaved: [] });
    await sleep(WEB_SETTINGS_SAVE_DELAY_MS * 1.5);
    expect(server.seen).toEqual([]);
  });
});
