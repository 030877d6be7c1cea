import { describe, expect, it } from 'vitest';
import { en } from '../locale/en';
import { formatCustomLabel, formatDate, formatFileSize, formatTimelineMessage } from './format';

describe('formatCustomLabel (spec 000 §3: double underscores shown as spaces)', () => {
  it.each([
    ['Project__Code', 'Project Code'],
    ['a__b__c', 'a b c'],
    ['single_underscore', 'single_underscore'],
    ['Plain', 'Plain'],
  ])('%j shows as %j', (label, expected) => {
    expect(formatCustomLabel(label)).toBe(expected);
  });
});

describe('formatFileSize (spec 000 §9: 1024 units)', () => {
  it.each([
    [0, '0 B'],
    [-5, '0 B'],
    [Number.NaN, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024, '1 MB'],
    [1024 * 1024 - 1, '1 MB'],
    [5.25 * 1024 * 1024, '5.3 MB'],
    [2 * 1024 ** 3, '2 GB'],
    [1024 ** 4, '1 TB'],
  ])('%d bytes is %j', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});

describe('formatDate (spec 000 §9: yyyy-mm-dd)', () => {
  it.each([
    [new Date(2024, 0, 5, 23, 59), '2024-01-05'],
    ['2023-12-31', '2023-12-31'],
    [new Date(987, 8, 9), '0987-09-09'],
    [null, ''],
    ['garbage', ''],
  ])('%j is %j', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });
});

describe('formatTimelineMessage (spec 000 §2)', () => {
  it.each([
    [1, '1 image(s) placed on the timeline.'],
    [37, '37 image(s) placed on the timeline.'],
    [0, en.timeline.noDateTaken],
  ])('%i placed gives %j', (count, expected) => {
    expect(formatTimelineMessage(count)).toBe(expected);
  });
});
