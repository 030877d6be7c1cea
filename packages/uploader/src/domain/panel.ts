// Pure rules of the upload panel (spec 001 §2, §4, §8, §9): what the panel shows for a queue's
// snapshot, how a failure is worded, how long is left, when the live region speaks, which rows have
// a preview. No React here: the panel (../panel) renders what these functions decide.
import {
  type LocaleFormat,
  UPLOAD_PREVIEW_SIZE,
  UPLOAD_PREVIEWS,
  uploadStatusMessage,
  type VitrineLocale,
} from '@vitrine/core';
import type { UploadItem, UploadItemError, UploadItemState, UploadQueueSnapshot } from '../engine/types';
import type { UploaderLocale } from '../locale';

/** Which page the panel serves: a folder (internal), the public page, or over one file. */
export type UploadPanelMode = 'internal' | 'public' | 'overwrite';

/** States in which a file still has work ahead of it (the upload is not through). */
const ACTIVE_STATES: ReadonlySet<UploadItemState> = new Set(['queued', 'hashing', 'checking', 'uploading']);
/** States that wait for the user (a question, or a file to pick again). */
const WAITING_STATES: ReadonlySet<UploadItemState> = new Set(['conflict', 'duplicate', 'needs-file']);

/** True while the file still has work ahead (queued, reading, checking, uploading). */
export function isActive(item: UploadItem): boolean {
  return ACTIVE_STATES.has(item.state);
}

/**
 * Where the whole upload is:
 * - 'empty': no file yet;
 * - 'running': files go up (or wait their turn);
 * - 'question': nothing runs and a file waits for an answer (a name conflict, a duplicate);
 * - 'paused': a 401 paused the queue (the app's sign-in resumes it);
 * - 'finished': every file is done, failed or skipped.
 */
export type UploadPhase = 'empty' | 'running' | 'question' | 'paused' | 'finished';

export function uploadPhase(snapshot: UploadQueueSnapshot): UploadPhase {
  if (snapshot.sessionEnded) return 'paused';
  if (snapshot.items.length === 0) return 'empty';
  if (snapshot.running || snapshot.items.some(isActive)) return 'running';
  if (snapshot.items.some((item) => WAITING_STATES.has(item.state))) return 'question';
  return 'finished';
}

/** Closing the panel now would stop files on their way (spec 001 §8 "This will terminate your upload!"). */
export function closingTerminates(snapshot: UploadQueueSnapshot): boolean {
  const phase = uploadPhase(snapshot);
  return phase === 'running' || phase === 'paused' || phase === 'question';
}

/** The first file waiting for the user's answer of a kind, and how many others wait for the same. */
export function nextQuestion(
  items: readonly UploadItem[],
  kind: 'conflict' | 'duplicate',
): { item: UploadItem; others: number } | null {
  let first: UploadItem | null = null;
  let count = 0;
  for (const item of items) {
    if (item.state !== kind) continue;
    count++;
    first ??= item;
  }
  return first ? { item: first, others: count - 1 } : null;
}

/** The files that did not go up (spec 001 §2 "failed-upload list"), in queue order. */
export function failedItems(items: readonly UploadItem[]): UploadItem[] {
  return items.filter((item) => item.state === 'failed');
}

/** Failed files that may be sent again (spec 001 §4: not those with a type or size error). */
export function retryableItems(items: readonly UploadItem[]): UploadItem[] {
  return items.filter((item) => item.state === 'failed' && item.error?.retryable !== false);
}

/**
 * A failure in the user's words: the spec's messages for type and size (spec 001 §5), the upload
 * status table of spec 001 §8 for a status (0, 440–446, 503; any other status reads as 0's
 * 'Failed to upload the file.'), and the server's own message where it sent one.
 */
export function uploadErrorText(error: UploadItemError, locale: VitrineLocale): string {
  switch (error.code) {
    case 'tooLarge':
      return locale.upload.tooLarge;
    case 'typeNotAllowed':
      return locale.upload.typeNotAllowed;
    case 'server':
      return error.message;
    case 'status':
      return uploadStatusMessage(error.status, locale);
  }
}

/** A duration in the language's words: '42 s', '3 min 5 s', '1 h 20 min'. */
export function formatDuration(
  seconds: number,
  words: UploaderLocale['progress']['duration'],
  format: Pick<LocaleFormat, 'interpolate'>,
): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  if (h > 0) return format.interpolate(words.hours, { h, m });
  if (m > 0) return format.interpolate(words.minutes, { m, s });
  return format.interpolate(words.seconds, { s });
}

/**
 * How often the live region may speak while files go up (decided, docs/decisions.md "Upload
 * panel"): a screen reader user hears the count every 10 seconds, not every progress event.
 */
export const ANNOUNCE_INTERVAL_MS = 10_000;

/** Whether a progress announcement may be made now (the first one always may). */
export function mayAnnounce(lastAnnouncedAt: number | null, now: number): boolean {
  return lastAnnouncedAt === null || now - lastAnnouncedAt >= ANNOUNCE_INTERVAL_MS;
}

/**
 * spec 001 §9: the list shows 48 rows at first and 24 more each time it is scrolled to its end;
 * at most `UPLOAD_PREVIEWS.max` (spec 000 §9: 96) rows hold a picture at once: the rows on screen
 * (docs/decisions.md "Upload panel").
 */
export const LIST_WINDOW = UPLOAD_PREVIEWS;

/** How many rows the list shows after `scrolls` scrolls to its end (never more than the queue holds). */
export function shownRows(total: number, scrolls: number): number {
  return Math.min(total, LIST_WINDOW.initial + Math.max(0, scrolls) * LIST_WINDOW.perScroll);
}

/** spec 001 §9: the preview box per mode (overwrite previews as internal). */
export function previewBox(mode: UploadPanelMode): { width: number; height: number } {
  return mode === 'public' ? UPLOAD_PREVIEW_SIZE.public : UPLOAD_PREVIEW_SIZE.internal;
}

/** The picture types a browser draws in an <img> (others show the file's icon). */
const PREVIEW_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
]);

/** Whether a file gets a picture in the list (a raster image the browser decodes). */
export function isPreviewable(file: { type: string } | undefined): boolean {
  return file !== undefined && PREVIEW_TYPES.has(file.type.toLowerCase());
}
