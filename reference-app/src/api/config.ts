// The configuration the routes depend on (spec 000 §7 "Configuration"): the four flags of spec 000 §2
// and the page-level default view. The only place in the app that calls the client (docs/architecture.md).
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type VitrineClient } from '@vitrine/api-client';
import { advancedConfigQuery, configFlagQuery, configQueryKeys, useClient } from '@vitrine/ui';
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

/**
 * One flag through the widgets' own query (@vitrine/ui configFlagQuery): the trees read ShowSets and
 * ShowLogicalViews too, and one key per flag makes it one call for both. A failure is not retried here
 * (the routes wait for the flags) and reads as null.
 */
async function fetchFlag(
  client: VitrineClient,
  queryClient: QueryClient,
  flag: RouteFlagName,
): Promise<boolean | null> {
  try {
    return await queryClient.fetchQuery({ ...configFlagQuery(client, flag), retry: false });
  } catch (error) {
    console.warn(`vitrine: could not read the flag ${flag}; using its default`, error);
    return null;
  }
}

/** Reads the four route flags in parallel (GET /api/config/flags/{flag}). Never rejects. */
export async function fetchRouteFlags(client: VitrineClient, queryClient: QueryClient): Promise<RouteFlags> {
  const names = Object.keys(ROUTE_FLAG_NAMES) as RouteFlagName[];
  const values = await Promise.all(names.map((name) => fetchFlag(client, queryClient, name)));
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

/**
 * The query key of the route configuration. Its flags are the widgets' flag queries (under
 * ['vitrine', 'config']): whoever makes the app read a changed flag (demo mode, the settings screen)
 * invalidates those first and this after, so this reads the new answers (see invalidateRouteConfig).
 */
export const ROUTE_CONFIG_QUERY_KEY = ['vitrine', 'reference-app', 'route-config'] as const;

/** Reads the configuration again after a change: the widgets' configuration, then the routes'. */
export async function invalidateRouteConfig(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: configQueryKeys.all }),
    queryClient.invalidateQueries({ queryKey: ROUTE_CONFIG_QUERY_KEY }),
  ]);
}

/** The route configuration's query: the flags (the widgets' queries) and the page default view. */
export function routeConfigQuery(client: VitrineClient, queryClient: QueryClient, bodyVariant: boolean) {
  return queryOptions({
    queryKey: [...ROUTE_CONFIG_QUERY_KEY, { bodyVariant }],
    queryFn: async (): Promise<RouteConfig> => {
      const [flags, defaultView] = await Promise.all([
        fetchRouteFlags(client, queryClient),
        fetchDefaultView(client),
      ]);
      return { flags, views: pageDefaultFrom(defaultView, bodyVariant) };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The route configuration, read once per session (the flags are server settings). */
export function useRouteConfig(bodyVariant: boolean): RouteConfig | undefined {
  const client = useClient();
  const queryClient = useQueryClient();
  const { data } = useQuery(routeConfigQuery(client, queryClient, bodyVariant));
  return data;
}

/**
 * The map view's key (`mapsApiKey` of GET /api/config/advanced, through @vitrine/ui's
 * advancedConfigQuery: the one query the views' menus and the viewer read too), asked only while
 * `enabled` (the map is shown); `undefined` while it loads. A failed read is only logged (spec 000 §8)
 * and reads as no key, so the map shows its no-key state and the list of files.
 */
export function useMapsApiKey(enabled: boolean): string | null | undefined {
  const client = useClient();
  const { data } = useQuery({
    ...advancedConfigQuery(client),
    select: (config) => config?.mapsApiKey ?? null,
    enabled,
  });
  return data;
}
