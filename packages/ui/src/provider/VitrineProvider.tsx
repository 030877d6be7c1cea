// <VitrineProvider>: the one root every widget sits under. It carries the client, TanStack Query,
// the translator, web settings, permissions, the theme, the toast stack, the confirm and prompt
// dialogs and the host's onError, and is the only element our theme variables are declared on (no
// global styles).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isApiError, type VitrineClient } from '@vitrine/api-client';
import { createTranslator } from '@vitrine/core';
import { LucideProvider } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import type { PermissionResolver } from '../api/permission';
import { ConfirmHost } from '../confirm/ConfirmDialog';
import { createConfirmStore } from '../confirm/confirm-store';
import { resolveLocalePart, resolveVitrineLocale, type VitrineLocaleInput } from '../i18n/parts';
import { uiLocalePart } from '../locale';
import { TooltipProvider } from '../primitives/tooltip/Tooltip';
import { PromptHost } from '../prompt/PromptDialog';
import { createPromptStore } from '../prompt/prompt-store';
import { resolveWebSettings, type WebSettingsOptions } from '../settings/options';
import { Toaster } from '../toast/Toaster';
import { createToastStore } from '../toast/toast-store';
import {
  type VitrineAnalyticsEvent,
  VitrineContext,
  type VitrineContextValue,
  type VitrineErrorEvent,
  type VitrineTheme,
} from './context';

/** Props of {@link VitrineProvider}. */
export interface VitrineProviderProps {
  /** The API client (`createVitrineClient({ baseUrl })` from @vitrine/api-client). */
  client: VitrineClient;
  /** The host's own TanStack Query client; one with {@link defaultQueryClientOptions} otherwise. */
  queryClient?: QueryClient;
  /**
   * The one locale of every widget below: a language tag ('de', 'de-AT' reads the German
   * catalogues) or an object of overrides (core messages, `ui`, `tree`, `views`...) with an
   * optional `language`. English when left out. Keep an object's identity stable (module level or
   * useMemo): a new object resolves every string again.
   */
  locale?: VitrineLocaleInput;
  /** Web settings the host already knows and where they may be saved (spec 000 §3). */
  webSettings?: WebSettingsOptions;
  /** Answers permission questions instead of GET /api/permission (spec 000 §6); cached the same way. */
  permissions?: PermissionResolver;
  /** 'light' (default), 'dark', or 'system' to follow the user's colour-scheme preference. */
  theme?: VitrineTheme;
  /** Called with every error shown to the user, after its toast. */
  onError?: (event: VitrineErrorEvent) => void;
  /** Called with the analytics events the widgets send (spec 000 §9: pin-list events); the host sends them on. */
  onAnalyticsEvent?: (event: VitrineAnalyticsEvent) => void;
  /** Extra class on the root element, next to `vt-ui__root`. */
  className?: string;
  /** The widgets (and any host markup around them); they find the client, locale and theme here. */
  children?: ReactNode;
}

/**
 * Query defaults when the host gives no QueryClient (decision: the spec is silent). A failed query
 * is retried once, never for a 4xx answer (it would fail the same way); data stays fresh for 30 s
 * and is not refetched on window focus, which would surprise users of an embedded widget.
 */
export const defaultQueryClientOptions = {
  queries: {
    retry: (failureCount: number, error: unknown) =>
      failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    staleTime: 30_000,
    refetchOnWindowFocus: false,
  },
  mutations: { retry: false },
} as const;

/** The provider's defaults, declared once (STYLE habit 2). */
export const defaultProviderProps = {
  theme: 'light',
} as const satisfies Partial<VitrineProviderProps>;

/** The size of an icon (px) unless its `size` prop says otherwise: --vt-icon-size's default. */
const ICON_SIZE = 16;

export function createDefaultQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: defaultQueryClientOptions });
}

/**
 * The root every Vitrine widget sits in: it holds the API client, the TanStack Query client, the
 * one locale of every widget (a language tag or overrides), web settings, permissions, the colour
 * theme (`--vt-*` tokens on its own root, no global reset), and the toasts, confirm and prompt
 * dialogs the widgets raise. Errors shown to the user also reach `onError`. Put it once around the
 * part of the page that shows widgets; widgets outside it throw "… must be used inside
 * <VitrineProvider>".
 */
export function VitrineProvider(props: VitrineProviderProps) {
  const { client, locale, webSettings, permissions, onError, onAnalyticsEvent, className, children } = props;
  const theme = props.theme ?? defaultProviderProps.theme;
  const [ownQueryClient] = useState(createDefaultQueryClient);
  const queryClient = props.queryClient ?? ownQueryClient;
  const [toasts] = useState(() => createToastStore());
  const [confirms] = useState(() => createConfirmStore());
  const [prompts] = useState(() => createPromptStore());
  // Pending questions are answered "no" (prompts: null) when the provider goes away, so no caller
  // waits forever.
  useEffect(() => () => confirms.cancelAll(), [confirms]);
  useEffect(() => () => prompts.cancelAll(), [prompts]);

  const resolvedLocale = useMemo(() => resolveVitrineLocale(locale), [locale]);
  const t = useMemo(
    () => createTranslator(resolvedLocale.overrides, resolvedLocale.language),
    [resolvedLocale],
  );
  const ui = useMemo(
    () => resolveLocalePart(uiLocalePart, resolvedLocale.language, resolvedLocale.overrides),
    [resolvedLocale],
  );
  const settings = useMemo(() => resolveWebSettings(webSettings), [webSettings]);

  const value = useMemo<VitrineContextValue>(
    () => ({
      client,
      queryClient,
      t,
      ui,
      locale: resolvedLocale,
      webSettings: settings,
      permissions,
      theme,
      toasts,
      confirms,
      prompts,
      onError,
      onAnalyticsEvent,
    }),
    [
      client,
      queryClient,
      t,
      ui,
      resolvedLocale,
      settings,
      permissions,
      theme,
      toasts,
      confirms,
      prompts,
      onError,
      onAnalyticsEvent,
    ],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <VitrineContext.Provider value={value}>
        {/* icons default to 16 px in every widget; tooltips share one delay */}
        <LucideProvider size={ICON_SIZE}>
          <TooltipProvider>
            <div
              className={className ? `vt-ui__root ${className}` : 'vt-ui__root'}
              data-vt-theme={theme}
              lang={resolvedLocale.format.language}
            >
              {children}
              <Toaster />
              <ConfirmHost />
              <PromptHost />
            </div>
          </TooltipProvider>
        </LucideProvider>
      </VitrineContext.Provider>
    </QueryClientProvider>
  );
}
