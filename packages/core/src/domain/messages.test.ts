import { describe, expect, it } from 'vitest';
import { en } from '../locale/en';
import { isUploadNameConflict, statusText, uploadStatusMessage } from './messages';

describe('statusText (spec 000 §8, spec 001 §8)', () => {
  it.each([
    [400, 'Bad request'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'Not found'],
    [500, 'Error'],
    [502, 'Error'],
    [418, 'Error'],
    [0, 'Error'],
  ])('%i is %j', (status, text) => {
    expect(statusText(status)).toBe(text);
  });

  it('reads a host locale', () => {
    expect(statusText(404, { ...en, status: { ...en.status, '404': 'Nicht gefunden' } })).toBe(
      'Nicht gefunden',
    );
  });
});

describe('uploadStatusMessage (spec 001 §8 upload status table)', () => {
  it.each([
    [0, 'Failed to upload the file.'],
    [440, 'Trial subscription expired.'],
    [441, 'Storage limit reached.'],
    [442, 'Upload limit reached.'],
    [443, 'Changed image not found.'],
    [444, 'Destination folder not found'],
    [445, 'Failed to add the file from the uploaded folder.'],
    [446, 'Failed to add the file due to a file with the same name already exists.'],
    [503, 'Service unavailable.'],
    // not in the table: the generic message
    [500, 'Failed to upload the file.'],
    [447, 'Failed to upload the file.'],
  ])('%i is %j', (code, message) => {
    expect(uploadStatusMessage(code)).toBe(message);
  });

  it.each([
    [446, true],
    [445, false],
    [409, false],
  ])('%i is a name conflict: %s', (code, expected) => {
    expect(isUploadNameConflict(code)).toBe(expected);
  });
});
