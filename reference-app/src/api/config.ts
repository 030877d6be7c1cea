// The configuration the routes depend on (spec 000 §7 "Configuration"): the four flags of spec 000 §2
// and the page-level default view. The only place in the app that calls the client (docs/architecture.md).
import { useQuery } from '@tanstack/react-query';
import { unwrap, type VitrineClient } from '@vitrine/api-client';
import { useClient } from '@vitrine/ui';
import {
  DEFAULT_ROUTE_FLAGS,
  DEFAULT_VIEW_OPTIONS,
  type DefaultViewOptions,
  type RouteFlags,
} from '../routes/rules';

/** The server flags the routes read, spelled as spec 000 §7 writes them, with the field each fills. */
export const ROUTE_FLAG_NAMES = {
  ShowSets: 'showSets',
  ShowLogicalViews: 'showLogicalViews',
  EnableDashboard: 'enableDashboard',
  StartLoading: 'startLoading',
} as const satisfies Record<string, keyof RouteFlags>;

/** One of the flag names above. */
export type RouteFlagName = keyof typeof ROUTE_FLAG_NAMES;

/** A flag's answer: its value, or null when the call failed. */
export type FlagAnswers = Record<RouteFlagName, boolean | null>;

/**
 * Combines the answers: a flag whose call failed takes its value from DEFAULT_ROUTE_FLAGS
 * (spec 000 §8: "Most list and tree load failures are only logged, with no user message").
 */
export function routeFlagsFrom(answers: FlagAnswers): RouteFlags {
  const flags: RouteFlags = { ...DEFAULT_ROUTE_FLAGS };
  for (const [name, field] of Object.entries(ROUTE_FLAG_NAMES) as [RouteFlagName, keyof RouteFlags][]) {
    const value = answers[name];
    if (value !== null) flags[field] = value;
  }
  return flags;
}

/** The page default of /api/config/layout as DefaultViewOptions; 'body' applies only to the body build. */
export function pageDefaultFrom(defaultView: string | null, bodyVariant: boolean): DefaultViewOptions {
  const pageDefault =
    defaultView === 'gallery' || defaultView === 'masonry' || defaultView === 'grid'
      ? defaultView
      : DEFAULT_VIEW_OPTIONS.pageDefault;
  return { bodyVariant, pageDefault };
}

async function fetchFlag(client: VitrineClient, flag: RouteFlagName): Promise<boolean | null> {
  try {
    const result = await unwrap(client.GET('/api/config/flags/{flag}', { params: { path: { flag } } }));
    return result.value;
  } catch (error) {
    console.warn(`vitrine: could not read the flag ${flag}; using its default`, error);
    return null;
  }
}

/** Reads the four route flags in parallel (GET /api/config/flags/{flag}). Never rejects. */
export async function fetchRouteFlags(client: VitrineClient): Promise<RouteFlags> {
  const names = Object.keys(ROUTE_FLAG_NAMES) as RouteFlagName[];
  const values = await Promise.all(names.map((name) => fetchFlag(client, name)));
  const answers = Object.fromEntries(
    names.map((name, index) => [name, values[index] ?? null]),
  ) as FlagAnswers;
  return routeFlagsFrom(answers);
}

/** Reads the page-level default view (GET /api/config/layout). Never rejects. */
export async function fetchDefaultView(client: VitrineClient): Promise<string | null> {
  try {
    return (await unwrap(client.GET('/api/config/layout'))).defaultView;
  } catch (error) {
    console.warn('vitrine: could not read the page layout; using the gallery', error);
    return null;
  }
}

/** What the routes need from the server, or `undefined` while it loads. */
export interface RouteConfig {
  flags: RouteFlags;
  views: DefaultViewOptions;
}

/** The query key of the route configuration (demo mode invalidates it when a mock flag changes). */
export const ROUTE_CONFIG_QUERY_KEY = ['vitrine', 'reference-app', 'route-config'] as const;

/** The route configuration, read once per session (the flags are server settings). */
export function useRouteConfig(bodyVariant: boolean): RouteConfig | undefined {
  const client = useClient();
  const { data } = useQuery({
    queryKey: [...ROUTE_CONFIG_QUERY_KEY, { bodyVariant }],
    queryFn: async (): Promise<RouteConfig> => {
      const [flags, defaultView] = await Promise.all([fetchRouteFlags(client), fetchDefaultView(client)]);
      return { flags, views: pageDefaultFrom(defaultView, bodyVariant) };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data;
}

/**
 * Reads the map view's key (GET /api/config/advanced, `mapsApiKey`). Never rejects: a failure is only
 * logged (spec 000 §8) and reads as no key, so the map shows its no-key state and the list of files.
 */
export async function fetchMapsApiKey(client: VitrineClient): Promise<string | null> {
  try {
    return (await unwrap(client.GET('/api/config/advanced'))).mapsApiKey ?? null;
  } catch (error) {
    console.warn('vitrine: could not read the advanced configuration; the map shows no key', error);
    return null;
  }
}

/** The map view's key, asked only while `enabled` (the map is shown); `undefined` while it loads. */
export function useMapsApiKey(enabled: boolean): string | null | undefined {
  const client = useClient();
  const { data } = useQuery({
    queryKey: ['vitrine', 'reference-app', 'maps-api-key'],
    queryFn: () => fetchMapsApiKey(client),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
  return data;
}
