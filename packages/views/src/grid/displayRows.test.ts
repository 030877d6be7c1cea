// The grid's display rows under grouped results (spec 000 §3): a heading row before each group's
// files, groups past the loaded files left out.
import { describe, expect, it } from 'vitest';
import { displayRowsOf } from './displayRows';

describe('displayRowsOf', () => {
  it('puts a heading row (−1 − group) before each group and maps every file to its row', () => {
    const rows = displayRowsOf(
      [
        { title: 'May', start: 0 },
        { title: 'June', start: 2 },
      ],
      5,
    );
    expect([...rows.entries]).toEqual([-1, 0, 1, -2, 2, 3, 4]);
    expect([...rows.displayOf]).toEqual([1, 2, 4, 5, 6]);
    expect(rows.groups.map((group) => group.title)).toEqual(['May', 'June']);
  });

  it('leaves out groups that start beyond the loaded files or repeat a start', () => {
    const rows = displayRowsOf(
      [
        { title: 'May', start: 0 },
        { title: 'Empty', start: 0 },
        { title: 'Later', start: 10 },
      ],
      3,
    );
    expect([...rows.entries]).toEqual([-1, 0, 1, 2]);
    expect(rows.groups.map((group) => group.title)).toEqual(['May']);
  });
});
