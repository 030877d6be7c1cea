// The one error path (STYLE habit 9): which toast an error becomes. Pure, so it is table-tested
// without React; useReportError() wires it to the toast store and the host's onError.
import { isAbortError, isApiError } from '@vitrine/api-client';
import type { ToastKind } from '../toast/toast-store';

/** How the server's own message combines with the caller's fallback message. */
export type ServerMessageMode =
  /** Show the server message instead of the fallback (spec 000 §8: "server message shown when present"). */
  | 'replace'
  /** Show the fallback followed by the server message (spec 001 §8: "'Failed to save changes.' plus the server message"). */
  | 'append';

export interface ErrorToastOptions {
  /** The message the spec names for this failure, already translated. */
  fallback?: string | undefined;
  /** Toast kind; errors by default (spec 000 §8 shows some failures as warnings or success-style). */
  kind?: ToastKind | undefined;
  /** Defaults to 'replace'. */
  serverMessage?: ServerMessageMode | undefined;
  /** Shown when there is neither a server message nor a fallback and the error carries no status text. */
  generic: string;
  /**
   * The status text of spec 000 §8 in the user's language, for an ApiError without a server message
   * and without a fallback. Without it the ApiError's own (English) message is shown.
   */
  statusText?: ((status: number) => string) | undefined;
}

/** The toast to show for an error, or null when nothing should be shown (a cancelled request). */
export interface ErrorToast {
  kind: ToastKind;
  message: string;
}

/**
 * `responseStatus.message` of an ApiError's body when the server sent one (spec README: the client
 * shows it when present). An ApiError without it carries only the status text of spec 000 §8.
 */
export function serverMessageOf(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null || !('responseStatus' in body)) return undefined;
  const status: unknown = body.responseStatus;
  if (typeof status !== 'object' || status === null || !('message' in status)) return undefined;
  const message = status.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

export function toErrorToast(error: unknown, options: ErrorToastOptions): ErrorToast | null {
  // A cancelled request (navigation, stale search criteria: spec 000 §4) is not a failure.
  if (isAbortError(error)) return null;
  const kind = options.kind ?? 'error';
  const server = serverMessageOf(error);
  const fallback = options.fallback;
  if (server !== undefined) {
    if (options.serverMessage === 'append' && fallback) return { kind, message: `${fallback} ${server}` };
    return { kind, message: server };
  }
  if (fallback) return { kind, message: fallback };
  // No fallback: an ApiError still has its status text (400 Bad request … 500 Error, spec 000 §8).
  if (isApiError(error)) {
    const message = options.statusText?.(error.status) ?? error.message;
    if (message) return { kind, message };
  }
  // A network failure, or anything else thrown: the generic message.
  return { kind, message: options.generic };
}
