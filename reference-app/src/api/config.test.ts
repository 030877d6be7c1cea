import { createVitrineClient } from '@vitrine/api-client';
import { applyMockParameters, currentDb, setScenario } from '@vitrine/mocks';
import { setupMockServer } from '@vitrine/mocks/node';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ROUTE_FLAGS } from '../routes/rules';
import {
  type FlagAnswers,
  fetchDefaultView,
  fetchRouteFlags,
  pageDefaultFrom,
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
  beforeEach(() => {
    applyMockParameters();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterAll(() => server.close());

  it('reads each flag from GET /api/config/flags/{flag}', async () => {
    const flags = currentDb().flags;
    flags.ShowSets = false;
    flags.ShowLogicalViews = false;
    flags.EnableDashboard = true;
    flags.StartLoading = true;
    expect(await fetchRouteFlags(client)).toEqual({
      showSets: false,
      showLogicalViews: false,
      enableDashboard: true,
      startLoading: true,
    });
  });

  it('uses the defaults and only logs when the flag calls fail', async () => {
    setScenario('getConfigFlag', 'error-500');
    expect(await fetchRouteFlags(client)).toEqual(DEFAULT_ROUTE_FLAGS);
    expect(console.warn).toHaveBeenCalled();
  });

  it('reads the page default view, null when the call fails', async () => {
    expect(await fetchDefaultView(client)).toBe('gallery');
    setScenario('getLayoutConfig', 'error-500');
    expect(await fetchDefaultView(client)).toBeNull();
  });
});
