// The filter-search dropdown's model (spec 000 §2 "filter-search dropdown", §3 filters).
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  FILTER_OPTIONS,
  filterMenuGroups,
  isFilterOptionChecked,
  toggleFilterOption,
} from './filters';
import { resolveTopMenuLocale, topMenuLocale } from './locale';

const outline = (input: Parameters<typeof filterMenuGroups>[0]) =>
  filterMenuGroups(input, topMenuLocale).map((group) => [
    group.filterName,
    group.options.map((option) => option.value),
  ]);

describe('filterMenuGroups', () => {
  it('offers the fixed filters in spec 000 §3 order, with the values the mocks and the server accept', () => {
    expect(outline({ brandingStatus: false })).toEqual([
      ['fileFormat', ['image', 'video', 'audio', 'pdf', 'other']],
      ['orientation', ['landscape', 'portrait', 'square', 'none']],
      // Always offered: the server leaves out expired files for users who may not see them (§6).
      ['expirationDate', ['none', 'valid', 'expiringSoon', 'expired']],
    ]);
  });

  it('brandingStatus only with enableImageBrandingStatus; workflow statuses only when given', () => {
    expect(
      outline({
        brandingStatus: true,
        workflowStatuses: [
          { id: 3, name: 'Approved' },
          { id: 1, name: 'Draft' },
        ],
      }).slice(3),
    ).toEqual([
      ['brandingStatus', ['onBrand', 'offBrand']],
      ['workflowStatusesIds', ['3', '1']],
    ]);
    expect(outline({ brandingStatus: false, workflowStatuses: [] }).map(([name]) => name)).not.toContain(
      'workflowStatusesIds',
    );
  });

  it('labels come from the locale (a host override included); workflow statuses show their names', () => {
    const words = resolveTopMenuLocale({
      filterNames: { fileFormat: 'Type' },
      filterOptions: { fileFormat: { pdf: 'Document' } },
    });
    const groups = filterMenuGroups(
      { brandingStatus: false, workflowStatuses: [{ id: 2, name: 'In review' }] },
      words,
    );
    expect(groups[0]?.label).toBe('Type');
    expect(groups[0]?.options.find((o) => o.value === 'pdf')?.label).toBe('Document');
    expect(groups[0]?.options.find((o) => o.value === 'video')?.label).toBe('Video');
    expect(groups.at(-1)?.options).toEqual([{ value: '2', label: 'In review' }]);
  });

  it('every fixed option has an English label', () => {
    for (const [name, values] of Object.entries(FILTER_OPTIONS)) {
      const labels = topMenuLocale.filterOptions[name as keyof typeof FILTER_OPTIONS] as Record<
        string,
        string
      >;
      for (const value of values) expect(labels[value], `${name}.${value}`).toMatch(/\S/);
    }
  });
});

describe('toggleFilterOption', () => {
  it('adds and removes options; a filter left without options goes; spec order is kept', () => {
    let filters = toggleFilterOption([], 'orientation', 'portrait');
    filters = toggleFilterOption(filters, 'fileFormat', 'video');
    filters = toggleFilterOption(filters, 'fileFormat', 'image');
    expect(filters).toEqual([
      { filterName: 'fileFormat', options: ['video', 'image'] },
      { filterName: 'orientation', options: ['portrait'] },
    ]);
    expect(isFilterOptionChecked(filters, 'fileFormat', 'image')).toBe(true);
    expect(isFilterOptionChecked(filters, 'orientation', 'image')).toBe(false);
    expect(activeFilterCount(filters)).toBe(3);
    filters = toggleFilterOption(filters, 'orientation', 'portrait');
    expect(filters).toEqual([{ filterName: 'fileFormat', options: ['video', 'image'] }]);
    expect(activeFilterCount([])).toBe(0);
  });
});
