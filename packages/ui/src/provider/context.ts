// The provider's context and the one place that reads it. Every hook fails loudly outside
// <VitrineProvider> (STYLE habit 5) instead of running against an undefined client.
import type { QueryClient } from '@tanstack/react-query';
import type { VitrineClient } from '@vitrine/api-client';
import type { Translate } from '@vitrine/core';
import { createContext, useContext } from 'react';
import type { PermissionResolver } from '../api/permission';
import type { ConfirmStore } from '../confirm/confirm-store';
import type { ResolvedVitrineLocale } from '../i18n/parts';
import type { UiLocale } from '../locale';
import type { PromptStore } from '../prompt/prompt-store';
import type { ResolvedWebSettings } from '../settings/options';
import type { ToastKind, ToastStore } from '../toast/toast-store';

/** The colour theme: fixed light or dark, or 'system' to follow `prefers-color-scheme`. */
export type VitrineTheme = 'light' | 'dark' | 'system';

/** What `onError` receives: the error and the toast it became. */
export interface VitrineErrorEvent {
  error: unknown;
  /** The message shown to the user. */
  message: string;
  kind: ToastKind;
}

/**
 * What `onAnalyticsEvent` receives: an event's name and its data (spec 000 §9 "Pin-list analytics
 * events are sent": core's PIN_LIST_ANALYTICS_EVENTS with `{ kind, id }`).
 */
export interface VitrineAnalyticsEvent {
  name: string;
  data: Readonly<Record<string, string | number | boolean | null>>;
}

/** Everything under one provider. */
export interface VitrineContextValue {
  client: VitrineClient;
  queryClient: QueryClient;
  /** The translator: the language's catalogue of @vitrine/core's messages with the host's overrides. */
  t: Translate;
  /** The strings of @vitrine/ui itself (buttons, labels) in the language, with the host's overrides. */
  ui: UiLocale;
  /** The provider's locale resolved: language, overrides, formats (what every locale part reads). */
  locale: ResolvedVitrineLocale;
  webSettings: ResolvedWebSettings;
  permissions: PermissionResolver | undefined;
  theme: VitrineTheme;
  toasts: ToastStore;
  confirms: ConfirmStore;
  prompts: PromptStore;
  onError: ((event: VitrineErrorEvent) => void) | undefined;
  onAnalyticsEvent: ((event: VitrineAnalyticsEvent) => void) | undefined;
}

export const VitrineContext = createContext<VitrineContextValue | null>(null);

/** The provider's value; throws `<hook> must be used inside <VitrineProvider>` outside one. */
export function useVitrineContext(hook: string): VitrineContextValue {
  const value = useContext(VitrineContext);
  if (!value) throw new Error(`${hook} must be used inside <VitrineProvider>`);
  return value;
}
