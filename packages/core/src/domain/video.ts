// Video processing status (spec 001 §3, §4, §8).
import { en, type VitrineLocale } from '../locale/en';
import { interpolate } from '../locale/interpolate';

/** The state behind a video status string, with the badge text to show. */
export type VideoStatus =
  /** Empty status: nothing is shown. */
  | { kind: 'none' }
  /** "unprocessed": Queued for Processing. */
  | { kind: 'queued'; label: string }
  /** "priority": Queued for Processing (priority). */
  | { kind: 'queuedPriority'; label: string }
  /** A percentage: Processing, with a progress bar. */
  | { kind: 'processing'; label: string; percent: number }
  /** A status containing "error": Failed, with the try count in the hint. */
  | { kind: 'failed'; label: string; tries: number; hint: string }
  /** "skipped": the hint is removed, nothing is shown. */
  | { kind: 'skipped' }
  /** Anything else the server sends: shown as nothing, not polled. */
  | { kind: 'unknown'; raw: string };

const PERCENT = /^(\d+(?:\.\d+)?)\s*%?$/;

/**
 * spec 001 §3, §4: read a video status: unprocessed, priority, a percentage string, a string
 * containing error (any case), skipped, or empty. `tries` is the image's videoTries.
 */
export function parseVideoStatus(
  status: string | null | undefined,
  tries = 0,
  locale: VitrineLocale = en,
  /** Writes the try count in the language (`t.format.number`); `String` by default. */
  formatNumber: (value: number) => string = String,
): VideoStatus {
  const text = (status ?? '').trim();
  const lower = text.toLowerCase();
  if (text === '') return { kind: 'none' };
  if (lower === 'unprocessed') return { kind: 'queued', label: locale.video.queued };
  if (lower === 'priority') return { kind: 'queuedPriority', label: locale.video.queuedPriority };
  if (lower === 'skipped') return { kind: 'skipped' };
  if (lower.includes('error')) {
    return {
      kind: 'failed',
      label: locale.video.failed,
      tries,
      hint: interpolate(locale.video.triesHint, { n: tries }, formatNumber),
    };
  }
  const match = PERCENT.exec(text);
  if (match) {
    const percent = Math.min(100, Number(match[1]));
    return { kind: 'processing', label: locale.video.processing, percent };
  }
  return { kind: 'unknown', raw: text };
}

/** spec 001 §4: status is polled (every 5 s) while the video is queued or processing. */
export function isVideoStatusPending(status: VideoStatus): boolean {
  return status.kind === 'queued' || status.kind === 'queuedPriority' || status.kind === 'processing';
}
