import { describe, expect, it } from 'vitest';
import { REPORT_FONTS } from '../constants';
import {
  isReportImageFile,
  resolveReportFont,
  resolveReportPageNumbers,
  resolveReportTemplate,
} from './report';

describe('resolveReportFont (spec 000 §5, §9)', () => {
  it.each([
    ['Times New Roman', 'Times New Roman'],
    ['Arial', 'Arial'],
    ['Georgia', 'Georgia'],
    ['  georgia ', 'Georgia'],
    ['Roboto', 'Arial'],
    ['Open Sans', 'Arial'],
    ['Comic Sans MS', 'Arial'],
    ['', 'Arial'],
    [null, 'Arial'],
    [undefined, 'Arial'],
  ])('%j is kept as %j', (family, expected) => {
    expect(resolveReportFont(family)).toBe(expected);
  });

  it.each(REPORT_FONTS.slice(3).map((font) => [font]))('offered font %j falls back to Arial', (font) => {
    expect(resolveReportFont(font)).toBe('Arial');
  });
});

describe('resolveReportPageNumbers (spec 000 §5)', () => {
  it.each([
    [undefined, { position: 'right', format: 'PageXofY' }],
    [null, { position: 'right', format: 'PageXofY' }],
    [{ position: 'left' }, { position: 'left', format: 'PageXofY' }],
    [
      { format: 'X', position: ' ' },
      { position: 'right', format: 'X' },
    ],
  ])('%o gives %o', (settings, expected) => {
    expect(resolveReportPageNumbers(settings)).toEqual(expected);
  });
});

describe('isReportImageFile (spec 000 §5)', () => {
  it.each([
    ['/img/logo.png', true],
    ['header.JPG', true],
    ['a.jpeg', true],
    ['doc.pdf', false],
    ['logo', false],
  ])('%j: %s', (path, expected) => {
    expect(isReportImageFile(path)).toBe(expected);
  });
});

describe('resolveReportTemplate (spec 000 §9: 12 templates)', () => {
  it.each([
    [1, 1],
    [12, 12],
    [13, 1],
    [0, 1],
    [2.5, 1],
    [null, 1],
  ])('%j is %i', (template, expected) => {
    expect(resolveReportTemplate(template)).toBe(expected);
  });
});
