// The public API other packages already import (api-client, mocks, ui): these names must stay.
import { describe, expect, it } from 'vitest';
import * as core from './index';

describe('the public API of @vitrine/core', () => {
  it.each([
    ['validateFolderName', 'function'],
    ['validateSetName', 'function'],
    ['statusText', 'function'],
    ['uploadStatusMessage', 'function'],
    ['planChunks', 'function'],
    ['resolvePageSize', 'function'],
    ['splitKeywords', 'function'],
    ['normalizeFileTypes', 'function'],
    ['makeShareSlug', 'function'],
    ['computeExpiryState', 'function'],
    ['addFolderHistory', 'function'],
    ['createTranslator', 'function'],
    ['CHUNK_SIZE', 'number'],
    ['MAX_FILE_SIZE', 'number'],
    ['DEFAULT_PAGE_SIZE', 'number'],
    ['PAGE_SIZES', 'object'],
    ['SORT_OPTIONS', 'object'],
    ['SORT_ORDER_OPTIONS', 'object'],
    ['NOTIFICATION_KEYS', 'object'],
    ['en', 'object'],
  ])('exports %s (%s)', (name, kind) => {
    expect(typeof (core as Record<string, unknown>)[name]).toBe(kind);
  });

  it.each([
    ['CHUNK_SIZE', 60_000_000],
    ['MAX_FILE_SIZE', 2 * 1024 ** 3],
    ['DEFAULT_PAGE_SIZE', 24],
  ])('%s is %i (spec 001 §9, spec 000 §9)', (name, value) => {
    expect((core as Record<string, unknown>)[name]).toBe(value);
  });
});
