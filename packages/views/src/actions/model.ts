// The rules of the views' file actions (spec 000 §4, §5, §8, §9), pure: what a delete answer
// shows, which files a download keeps, what a recognition answer means, and the minimum wait of an
// export. No React; table-tested in model.test.ts.
import {
  MULTI_DROP_CONFIRM_ABOVE,
  needsRegenerateConfirmation,
  shouldReloadAfterRegenerate,
  ZIP_MIN_WAIT_MS,
} from '@vitrine/core';
import type { DeleteImagesAnswer, RecognizeAnswer } from '../api/actions';

/** What a delete answer shows (spec 001 §8): the success count, and whether some files failed. */
export interface DeleteReport {
  /** Files that went ('1 file deleted.', '{n} files deleted.'); 0 shows no success. */
  removed: readonly number[];
  /** Some files stayed: 'Failed to delete some files.' */
  someFailed: boolean;
}

/** spec 001 §8: the success for what went; spec 000 §8 'Failed to delete some files.' when any stayed. */
export function deleteReportOf(answer: DeleteImagesAnswer): DeleteReport {
  return { removed: answer.deletedIds, someFailed: answer.failedImageIds.length > 0 };
}

/** Which selected files a download keeps (spec 000 §5). */
export interface DownloadPlan {
  /** The files with download permission, in the order asked. */
  ids: number[];
  /** How many were skipped: more than 0 shows the warning of spec 000 §8. */
  skipped: number;
}

/**
 * spec 000 §5: "Downloading many files needs download permission for each; disallowed ones are
 * skipped with a warning." Keeps the asked order; an id the server did not ask about is not added.
 */
export function downloadPlanOf(asked: readonly number[], allowed: readonly number[]): DownloadPlan {
  const granted = new Set(allowed);
  const unique = [...new Set(asked)];
  const ids = unique.filter((id) => granted.has(id));
  return { ids, skipped: unique.length - ids.length };
}

/** What a recognition answer means (spec 000 §4). */
export type RecognitionOutcome =
  /** requiresConsent: the consent dialog opens. */
  | { kind: 'consent' }
  /** counter above 0: success for that many files. */
  | { kind: 'started'; count: number }
  /** enqueued: an info message. */
  | { kind: 'enqueued' }
  /** Nothing said: nothing shown. */
  | { kind: 'none' };

/**
 * spec 000 §4 "From the menu: enqueued gives an info message; counter above 0 gives success;
 * requiresConsent opens the consent modal." Consent first (nothing ran); then a counter above 0
 * (files already recognised) wins over enqueued.
 */
export function recognitionOutcomeOf(answer: RecognizeAnswer): RecognitionOutcome {
  if (answer.requiresConsent === true) return { kind: 'consent' };
  if (typeof answer.counter === 'number' && answer.counter > 0)
    return { kind: 'started', count: answer.counter };
  if (answer.enqueued === true) return { kind: 'enqueued' };
  return { kind: 'none' };
}

/** What regenerating thumbnails for `count` files does (spec 000 §4, §5, §9). */
export interface RegeneratePlan {
  /** More than 50 files: ask first. */
  confirm: boolean;
  /** 50 or fewer: the page reloads afterwards (the host decides how, `onReloadRequested`). */
  reload: boolean;
}

export function regeneratePlanOf(count: number): RegeneratePlan {
  return { confirm: needsRegenerateConfirmation(count), reload: shouldReloadAfterRegenerate(count) };
}

/** Waits `ms` milliseconds (the default timer of the actions; tests give their own). */
export type Wait = (ms: number) => Promise<void>;

/** The browser's timer. */
export const waitFor: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * spec 000 §9 "Zip download waits at least 1 s before clearing loading state": runs `work` and a
 * wait of `ms` side by side and settles as `work` does, never before the wait is over.
 */
export async function atLeast<T>(work: Promise<T>, wait: Wait, ms: number = ZIP_MIN_WAIT_MS): Promise<T> {
  const pause = wait(ms);
  try {
    return await work;
  } finally {
    await pause;
  }
}

/** What a move answer means (spec 001 §4, §8). */
export interface MoveReport {
  /** The files that moved. */
  moved: number[];
  /** The files that did not: warned with their ids and selected again (spec 001 §4). */
  failed: number[];
}

/** spec 001 §4 "A partial failure re-selects the failed images": which went and which stayed. */
export function moveReportOf(asked: readonly number[], failedImageIds: readonly number[]): MoveReport {
  const failing = new Set(failedImageIds);
  const unique = [...new Set(asked)];
  return {
    moved: unique.filter((id) => !failing.has(id)),
    failed: unique.filter((id) => failing.has(id)),
  };
}

/** spec 001 §5, §9: adding more than 10 files to a set asks confirmation first. */
export function addToSetNeedsConfirmation(count: number): boolean {
  return count > MULTI_DROP_CONFIRM_ABOVE;
}
