// The public hooks over the provider. Each throws "<hook> must be used inside <VitrineProvider>"
// outside one.
import type { VitrineClient } from '@vitrine/api-client';
import { en, type LocaleKey, type Translate, type TranslateVars } from '@vitrine/core';
import { useCallback, useMemo } from 'react';
import type { ConfirmOptions } from '../confirm/confirm-store';
import { type ErrorToast, type ServerMessageMode, toErrorToast } from '../domain/error-toast';
import type { ToastInput, ToastKind } from '../toast/toast-store';
import { useVitrineContext, type VitrineAnalyticsEvent, type VitrineContextValue } from './context';

/** The statuses that have a text of their own (spec 000 §8); any other status reads as 500. */
const STATUS_KEYS: ReadonlySet<string> = new Set(Object.keys(en.status));

/** Everything the provider carries. */
export function useVitrine(): VitrineContextValue {
  return useVitrineContext('useVitrine');
}

/** The API client. Components should not call it: only a package's `src/api/` does. */
export function useClient(): VitrineClient {
  return useVitrineContext('useClient').client;
}

/**
 * Sends an analytics event to the host's `onAnalyticsEvent` (nothing happens without one): spec 000
 * §9 "Pin-list analytics events are sent".
 */
export function useAnalytics(): (event: VitrineAnalyticsEvent) => void {
  const { onAnalyticsEvent } = useVitrineContext('useAnalytics');
  return useCallback((event: VitrineAnalyticsEvent) => onAnalyticsEvent?.(event), [onAnalyticsEvent]);
}

/** The translator: `t('folders.deleted')`, `t('files.deleted', { n: 3 })`. */
export function useT(): Translate {
  return useVitrineContext('useT').t;
}

/** What `useToast()` returns. */
export interface ToastApi {
  /** Shows a toast; returns its id. */
  show(input: ToastInput): string;
  success(message: string): string;
  info(message: string): string;
  warning(message: string): string;
  error(message: string): string;
  dismiss(id: string): void;
}

/** Shows toasts of the kinds the spec names (spec 000 §8, spec 001 §8). */
export function useToast(): ToastApi {
  const { toasts } = useVitrineContext('useToast');
  return useMemo(() => {
    const of = (kind: ToastKind) => (message: string) => toasts.show({ kind, message });
    return {
      show: (input) => toasts.show(input),
      success: of('success'),
      info: of('info'),
      warning: of('warning'),
      error: of('error'),
      dismiss: (id) => toasts.dismiss(id),
    };
  }, [toasts]);
}

/** `confirm({ message, ... })` resolves true when the user confirms, false on cancel or Escape. */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const { confirms } = useVitrineContext('useConfirm');
  return confirms.confirm;
}

/** Options of one reportError call. */
export interface ReportErrorOptions {
  /** Values for the fallback message's placeholders (`{ id: 7 }` for 'Failed to delete folder {id}.'). */
  vars?: TranslateVars;
  /** Toast kind when the spec names another than error (spec 000 §8 pin failures, spec 001 §8 downloads). */
  kind?: ToastKind;
  /** 'replace' (default) or 'append' the server message to the fallback (spec 001 §8). */
  serverMessage?: ServerMessageMode;
}

/**
 * `reportError(error, fallbackKey?, options?)`: the one error path (STYLE habit 9). Shows the
 * server's message when present, else the fallback message at `fallbackKey`, as a toast, and calls
 * the host's `onError`. A cancelled request shows nothing. Returns the toast shown, or null.
 */
export type ReportError = (
  error: unknown,
  fallbackKey?: LocaleKey,
  options?: ReportErrorOptions,
) => ErrorToast | null;

export function useReportError(): ReportError {
  const { t, ui, toasts, onError } = useVitrineContext('useReportError');
  return useCallback<ReportError>(
    (error, fallbackKey, options = {}) => {
      // The key's placeholders are filled from `vars`; a plural key reads `n` from them too.
      const translate = t as unknown as (key: string, vars?: TranslateVars) => string;
      const fallback = fallbackKey ? translate(fallbackKey, options.vars) : undefined;
      const toast = toErrorToast(error, {
        fallback,
        kind: options.kind,
        serverMessage: options.serverMessage,
        generic: ui.somethingWentWrong,
        // The host's locale may translate the status texts (spec 000 §8); unknown statuses read as 500.
        statusText: (status) => translate(`status.${STATUS_KEYS.has(String(status)) ? status : 500}`),
      });
      if (!toast) return null;
      toasts.show(toast);
      onError?.({ error, message: toast.message, kind: toast.kind });
      return toast;
    },
    [t, ui, toasts, onError],
  );
}
