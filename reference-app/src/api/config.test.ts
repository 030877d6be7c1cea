import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { createVitrineClient } from '@vitrine/api-client';
import { applyMockParameters, currentDb, setScenario } from '@vitrine/mocks';
import { setupMockServer } from '@vitrine/mocks/node';
import { configFlagQuery } from '@vitrine/ui';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ROUTE_FLAGS } from '../routes/rules';
import {
  type FlagAnswers,
  fetchDefaultView,
  fetchRouteFlags,
  invalidateRouteConfig,
  pageDefaultFrom,
  type RouteConfig,
  routeConfigQuery,
  routeFlagsFrom,
} from './config';

const answers = (overrides: Partial<FlagAnswers> = {}): FlagAnswers => ({
  ShowSets: null,
  ShowLogicalViews: null,
  EnableDashboard: null,
  StartLoading: null,
  ...overrides,
});

describe('routeFlagsFrom (spec 000 §7 flags; a failed call falls back to the default)', () => {
  it.each<[Partial<FlagAnswers>, Partial<typeof DEFAULT_ROUTE_FLAGS>]>([
    [{}, {}],
    [{ ShowSets: false }, { showSets: false }],
    [{ ShowLogicalViews: false }, { showLogicalViews: false }],
    [{ EnableDashboard: true }, { enableDashboard: true }],
    [{ StartLoading: true }, { startLoading: true }],
    [
      { ShowSets: false, ShowLogicalViews: false, EnableDashboard: true, StartLoading: true },
      { showSets: false, showLogicalViews: false, enableDashboard: true, startLoading: true },
    ],
  ])('%o → defaults with %o', (given, expected) => {
    expect(routeFlagsFrom(answers(given))).toEqual({ ...DEFAULT_ROUTE_FLAGS, ...expected });
  });
});

describe('pageDefaultFrom (spec 000 §2: gallery, masonry or grid by a page-level default)', () => {
  it.each<[string | null, boolean, string]>([
    ['gallery', false, 'gallery'],
    ['masonry', false, 'masonry'],
    ['grid', false, 'grid'],
    ['body', false, 'gallery'],
    [null, false, 'gallery'],
    ['wall', false, 'gallery'],
    ['grid', true, 'grid'],
  ])('%s (body build %s) → %s', (defaultView, bodyVariant, pageDefault) => {
    expect(pageDefaultFrom(defaultView, bodyVariant)).toEqual({ bodyVariant, pageDefault });
  });
});

describe('fetchRouteFlags / fetchDefaultView against @vitrine/mocks', () => {
  const server = setupMockServer();
  const client = createVitrineClient({ baseUrl: 'http://localhost' });
  let queryClient = new QueryClient();
  beforeEach(() => {
    applyMockParameters();
    queryClient = new QueryClient();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterAll(() => server.close());

  it('reads each flag from GET /api/config/flags/{flag}', async () => {
    const flags = currentDb().flags;
    flags.ShowSets = false;
    flags.ShowLogicalViews = false;
    flags.EnableDashboard = true;
    flags.StartLoading = true;
    expect(await fetchRouteFlags(client, queryClient)).toEqual({
      showSets: false,
      showLogicalViews: false,
      enableDashboard: true,
      startLoading: true,
    });
  });

  it('uses the defaults and only logs when the flag calls fail', async () => {
    setScenario('getConfigFlag', 'error-500');
    expect(await fetchRouteFlags(client, queryClient)).toEqual(DEFAULT_ROUTE_FLAGS);
    expect(console.warn).toHaveBeenCalled();
  });

  it("shares the widgets' flag queries: a flag the trees also read is asked once (issue 14)", async () => {
    const asked: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      asked.push(new URL(request.url).pathname);
    };
    server.events.on('request:start', listener);
    try {
      // The folder tree's read of ShowSets (useConfigFlag) while the routes read all four.
      const [tree] = await Promise.all([
        queryClient.fetchQuery(configFlagQuery(client, 'ShowSets')),
        fetchRouteFlags(client, queryClient),
      ]);
      expect(tree).toBe(true);
      expect(queryClient.getQueryData(configFlagQuery(client, 'ShowLogicalViews').queryKey)).toBe(true);
      expect(asked.filter((path) => path === '/api/config/flags/ShowSets')).toHaveLength(1);
      expect(asked.filter((path) => path.startsWith('/api/config/flags/'))).toHaveLength(4);
    } finally {
      server.events.removeListener('request:start', listener);
    }
  });

  it("reads a changed flag after invalidateRouteConfig (the widgets' flag queries first)", async () => {
    const observer = new QueryObserver(queryClient, routeConfigQuery(client, queryClient, false));
    const seen: RouteConfig[] = [];
    const unsubscribe = observer.subscribe((result) => {
      if (result.data) seen.push(result.data);
    });
    try {
      await vi.waitFor(() => expect(seen.at(-1)?.flags.showSets).toBe(true));
      // The tree keeps reading ShowSets: its query is active when the flag changes.
      const tree = new QueryObserver(queryClient, configFlagQuery(client, 'ShowSets'));
      const stopTree = tree.subscribe(() => undefined);
      currentDb().flags.ShowSets = false;
      currentDb().flags.EnableDashboard = true;
      await invalidateRouteConfig(queryClient);
      await vi.waitFor(() =>
        expect(seen.at(-1)?.flags).toMatchObject({ showSets: false, enableDashboard: true }),
      );
      expect(tree.getCurrentResult().data).toBe(false);
      stopTree();
    } finally {
      unsubscribe();
    }
  });

  it('reads the page default view, null when the call fails', async () => {
    expect(await fetchDefaultView(client)).toBe('gallery');
    setScenario('getLayoutConfig', 'error-500');
    expect(await fetchDefaultView(client)).toBeNull();
  });
});
