import { de, en } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import type { UploadItem, UploadQueueSnapshot } from '../engine/types';
import { uploaderLocale } from '../locale';
import {
  ANNOUNCE_INTERVAL_MS,
  closingTerminates,
  failedItems,
  formatDuration,
  isPreviewable,
  mayAnnounce,
  nextQuestion,
  previewBox,
  retryableItems,
  shownRows,
  uploadErrorText,
  uploadPhase,
} from './panel';

const item = (id: string, state: UploadItem['state'], extra: Partial<UploadItem> = {}): UploadItem => ({
  id,
  name: `${id}.jpg`,
  size: 10,
  state,
  loaded: 0,
  ...extra,
});

const snapshot = (items: UploadItem[], extra: Partial<UploadQueueSnapshot> = {}): UploadQueueSnapshot => ({
  items,
  totals: {
    files: items.length,
    done: 0,
    failed: 0,
    bytes: 0,
    loaded: 0,
    bytesPerSecond: 0,
    secondsLeft: null,
  },
  running: false,
  sessionEnded: false,
  ...extra,
});

describe('uploadPhase: where the whole upload is (spec 001 §4)', () => {
  it.each([
    ['no file', snapshot([]), 'empty'],
    ['a file queued', snapshot([item('a', 'queued')]), 'running'],
    ['the queue says it runs', snapshot([item('a', 'done')], { running: true }), 'running'],
    ['a name conflict waits, nothing else', snapshot([item('a', 'conflict'), item('b', 'done')]), 'question'],
    ['a duplicate waits', snapshot([item('a', 'duplicate')]), 'question'],
    ['a file to pick again', snapshot([item('a', 'needs-file')]), 'question'],
    [
      'a conflict while another uploads',
      snapshot([item('a', 'conflict'), item('b', 'uploading')]),
      'running',
    ],
    [
      'done, failed and skipped',
      snapshot([item('a', 'done'), item('b', 'failed'), item('c', 'skipped')]),
      'finished',
    ],
    ['a 401 paused it', snapshot([item('a', 'queued')], { sessionEnded: true }), 'paused'],
  ] as const)('%s: %s', (_, value, phase) => {
    expect(uploadPhase(value)).toBe(phase);
  });

  it('closing terminates only what is not through (spec 001 §8 "This will terminate your upload!")', () => {
    expect(closingTerminates(snapshot([item('a', 'uploading')]))).toBe(true);
    expect(closingTerminates(snapshot([item('a', 'conflict')]))).toBe(true);
    expect(closingTerminates(snapshot([item('a', 'done')], { sessionEnded: true }))).toBe(true);
    expect(closingTerminates(snapshot([item('a', 'done'), item('b', 'failed')]))).toBe(false);
    expect(closingTerminates(snapshot([]))).toBe(false);
  });
});

describe('questions and failures', () => {
  it('asks the first waiting file and counts the others of its kind (apply to all)', () => {
    const items = [item('a', 'done'), item('b', 'conflict'), item('c', 'duplicate'), item('d', 'conflict')];
    expect(nextQuestion(items, 'conflict')).toEqual({ item: items[1], others: 1 });
    expect(nextQuestion(items, 'duplicate')).toEqual({ item: items[2], others: 0 });
    expect(nextQuestion([item('a', 'done')], 'conflict')).toBeNull();
  });

  it('retries failed files except type and size errors (spec 001 §4)', () => {
    const items = [
      item('a', 'failed', { error: { status: 503, message: '', retryable: true, code: 'status' } }),
      item('b', 'failed', { error: { status: 0, message: '', retryable: false, code: 'tooLarge' } }),
      item('c', 'done'),
    ];
    expect(failedItems(items).map((one) => one.id)).toEqual(['a', 'b']);
    expect(retryableItems(items).map((one) => one.id)).toEqual(['a']);
  });

  it.each([
    [{ status: 0, code: 'tooLarge' }, 'File is too large. File size can not exceed 2Gb'],
    [{ status: 0, code: 'typeNotAllowed' }, 'File type is not allowed'],
    [{ status: 0, code: 'status' }, 'Failed to upload the file.'],
    [{ status: 440, code: 'status' }, 'Trial subscription expired.'],
    [{ status: 441, code: 'status' }, 'Storage limit reached.'],
    [{ status: 442, code: 'status' }, 'Upload limit reached.'],
    [{ status: 443, code: 'status' }, 'Changed image not found.'],
    [{ status: 444, code: 'status' }, 'Destination folder not found'],
    [{ status: 445, code: 'status' }, 'Failed to add the file from the uploaded folder.'],
    [
      { status: 446, code: 'status' },
      'Failed to add the file due to a file with the same name already exists.',
    ],
    [{ status: 503, code: 'status' }, 'Service unavailable.'],
    [{ status: 500, code: 'status' }, 'Failed to upload the file.'],
    [{ status: 418, code: 'server', message: 'Quota of the page used up.' }, 'Quota of the page used up.'],
  ] as const)('spec 001 §5, §8: %o reads %s', (error, text) => {
    expect(uploadErrorText({ message: '', retryable: true, ...error }, en)).toBe(text);
  });

  it('words a failure in the user’s language', () => {
    expect(uploadErrorText({ status: 442, message: '', retryable: true, code: 'status' }, de)).toBe(
      de.upload.statuses['442'],
    );
  });
});

describe('progress words', () => {
  const format = {
    interpolate: (text: string, vars?: Record<string, unknown>) =>
      text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars?.[name])),
  };
  it.each([
    [0, '0 s'],
    [0.2, '1 s'],
    [42, '42 s'],
    [95, '1 min 35 s'],
    [3600 + 20 * 60 + 5, '1 h 20 min'],
  ])('%s seconds left read %s', (seconds, text) => {
    expect(formatDuration(seconds, uploaderLocale.progress.duration, format)).toBe(text);
  });

  it('the live region speaks at most every ANNOUNCE_INTERVAL_MS', () => {
    expect(mayAnnounce(null, 5)).toBe(true);
    expect(mayAnnounce(1000, 1000 + ANNOUNCE_INTERVAL_MS - 1)).toBe(false);
    expect(mayAnnounce(1000, 1000 + ANNOUNCE_INTERVAL_MS)).toBe(true);
  });
});

describe('spec 001 §9: the list and its previews', () => {
  it.each([
    [10, 0, 10],
    [50_000, 0, 48],
    [50_000, 1, 72],
    [50_000, 3, 120],
    [100, 5, 100],
  ])('%s files after %s scrolls show %s rows', (total, scrolls, rows) => {
    expect(shownRows(total, scrolls)).toBe(rows);
  });

  it('boxes: 240 × 180 internal (and over one file), 180 × 180 public', () => {
    expect(previewBox('internal')).toEqual({ width: 240, height: 180 });
    expect(previewBox('overwrite')).toEqual({ width: 240, height: 180 });
    expect(previewBox('public')).toEqual({ width: 180, height: 180 });
  });

  it('pictures only for raster images a browser draws', () => {
    expect(isPreviewable({ type: 'image/jpeg' })).toBe(true);
    expect(isPreviewable({ type: 'IMAGE/PNG' })).toBe(true);
    expect(isPreviewable({ type: 'image/tiff' })).toBe(false);
    expect(isPreviewable({ type: 'image/svg+xml' })).toBe(false);
    expect(isPreviewable({ type: 'application/pdf' })).toBe(false);
    expect(isPreviewable(undefined)).toBe(false);
  });
});
