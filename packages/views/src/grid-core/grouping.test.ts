// Group titles as the headings show them (issue 15: 'August 2018', not '2018-08'; spec 000 §3 'No data').
import { describe, expect, it } from 'vitest';
import { formatGroupTitle } from './grouping';

describe('formatGroupTitle', () => {
  it.each([
    ['2018-08', 'en', 'August 2018'],
    ['2024-01', 'en', 'January 2024'],
    ['2018-08', 'de', 'August 2018'],
    ['2024-03', 'de', 'März 2024'],
  ])('writes the month title %s as month and year (%s)', (title, language, expected) => {
    expect(formatGroupTitle(title, language)).toBe(expected);
  });

  it.each(['No data', 'Keine Angabe', 'harbour.jpg', '2018', '2018-13', '2018-08-14', ' 2018-08'])(
    'keeps any other title as it is: %s',
    (title) => {
      expect(formatGroupTitle(title)).toBe(title);
    },
  );
});
