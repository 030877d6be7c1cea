// The search bar's input as criteria (spec 000 §3 text, booleanMode, dateFrom, dateTo, minRating) and
// the date range's calendar (spec 000 §9: yyyy-mm-dd, the week starts on Sunday).
import { WEEK_STARTS_ON } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { movedDay } from './DateRangeFields';
import {
  activeSearchOptionCount,
  addDays,
  addMonths,
  calendarMonth,
  EMPTY_SEARCH_INPUT,
  endOfWeek,
  isSearchInputActive,
  searchInputCriteria,
  startOfWeek,
} from './search-input';

describe('searchInputCriteria', () => {
  it('sends the trimmed text, the mode, valid days and a rating of 0 to 5', () => {
    expect(
      searchInputCriteria({
        text: '  harbour boat ',
        booleanMode: true,
        dateFrom: '2018-08-01',
        dateTo: '2018-08-31',
        minRating: 3,
      }),
    ).toEqual({
      text: 'harbour boat',
      booleanMode: true,
      dateFrom: '2018-08-01',
      dateTo: '2018-08-31',
      minRating: 3,
    });
  });

  it('drops what is not a day and keeps the rating in range', () => {
    expect(searchInputCriteria({ dateFrom: '2018-02-30', dateTo: 'soon', minRating: 9 })).toEqual({
      text: '',
      booleanMode: false,
      dateFrom: null,
      dateTo: null,
      minRating: 5,
    });
    expect(searchInputCriteria({ minRating: -1 }).minRating).toBe(0);
  });

  it('counts the options set; the rating not when the star rating is hidden', () => {
    const input = { ...EMPTY_SEARCH_INPUT, dateFrom: '2018-08-01', minRating: 2 };
    expect(activeSearchOptionCount(input)).toBe(2);
    expect(activeSearchOptionCount(input, true)).toBe(1);
    expect(isSearchInputActive(EMPTY_SEARCH_INPUT)).toBe(false);
    expect(isSearchInputActive({ ...EMPTY_SEARCH_INPUT, text: ' boat ' })).toBe(true);
    expect(isSearchInputActive({ ...EMPTY_SEARCH_INPUT, minRating: 4 }, true)).toBe(false);
  });
});

describe('the calendar (spec 000 §9)', () => {
  it('starts the week on Sunday', () => {
    expect(WEEK_STARTS_ON).toBe(0);
    // 2018-08-15 was a Wednesday.
    expect(startOfWeek('2018-08-15')).toBe('2018-08-12');
    expect(endOfWeek('2018-08-15')).toBe('2018-08-18');
    expect(startOfWeek('2018-08-12')).toBe('2018-08-12');
    expect(startOfWeek('2018-08-15', 1)).toBe('2018-08-13');
  });

  it('lays out a month in whole weeks from Sunday, the days of the months around it marked', () => {
    const august = calendarMonth('2018-08-15');
    expect(august.weekdays).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(august.weeks).toHaveLength(5);
    expect(august.weeks[0]?.map((cell) => cell.day)).toEqual([
      '2018-07-29',
      '2018-07-30',
      '2018-07-31',
      '2018-08-01',
      '2018-08-02',
      '2018-08-03',
      '2018-08-04',
    ]);
    expect(august.weeks[0]?.map((cell) => cell.inMonth)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
      true,
    ]);
    expect(august.weeks.at(-1)?.at(-1)).toEqual({ day: '2018-09-01', inMonth: false });
    // February 2015 starts on a Sunday and fills exactly four weeks.
    expect(calendarMonth('2015-02-10').weeks).toHaveLength(4);
  });

  it('moves by days and months, a month end kept in the shorter month', () => {
    expect(addDays('2018-12-31', 1)).toBe('2019-01-01');
    expect(addDays('2020-03-01', -1)).toBe('2020-02-29');
    expect(addMonths('2019-01-31', 1)).toBe('2019-02-28');
    expect(addMonths('2020-01-31', 1)).toBe('2020-02-29');
    expect(addMonths('2018-08-15', -12)).toBe('2017-08-15');
  });

  it.each([
    ['ArrowLeft', false, '2018-08-14'],
    ['ArrowRight', false, '2018-08-16'],
    ['ArrowUp', false, '2018-08-08'],
    ['ArrowDown', false, '2018-08-22'],
    ['Home', false, '2018-08-12'],
    ['End', false, '2018-08-18'],
    ['PageUp', false, '2018-07-15'],
    ['PageDown', false, '2018-09-15'],
    ['PageUp', true, '2017-08-15'],
    ['a', false, null],
  ])('%s (shift %s) moves the focus from 2018-08-15 to %s', (key, shift, expected) => {
    expect(movedDay(key, shift, '2018-08-15', WEEK_STARTS_ON)).toBe(expected);
  });
});
