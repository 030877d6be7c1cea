// What the top menu offers for a search (spec 000 §3, §9): the sort options (built-in, then one per
// custom definition with its negative id, the recognition label only when recognition is enabled),
// the two orders, and the page sizes with 1000 shown as "Show all". The rules are @vitrine/core's
// (listSortOptions, PAGE_SIZES); this turns the server's definitions and the views' locale into them.
import type { components } from '@vitrine/api-client';
import {
  en,
  listSortOptions,
  listSortOrderOptions,
  PAGE_SIZES,
  type PageSize,
  SHOW_ALL_PAGE_SIZE,
  type SortOptionItem,
  type VitrineLocale,
} from '@vitrine/core';
import { type ViewsLocale, viewsLocale } from '../locale';
import type { SearchSortOrder } from './criteria';

type CustomMetadataDefinition = components['schemas']['CustomMetadataDefinition'];

/** What decides the offered sort options. */
export interface SearchSortOptionsInput {
  /** Custom metadata definitions (GET /api/custommetadata/definitions). */
  definitions?: readonly CustomMetadataDefinition[] | undefined;
  /** Global setting: object recognition is enabled (the recognition label is offered only then). */
  recognitionEnabled?: boolean | undefined;
  /** The host's locale for the built-in labels (@vitrine/core's `en` by default). */
  locale?: VitrineLocale | undefined;
}

/**
 * spec 000 §3: 4 Relevance, 1 Added, 2 Date Taken, 3 Title, 5 Last updated, 6 Last viewed,
 * 7 Filename, 8 Extension, 9 File size, 10 View count, then a negative custom-field id per custom
 * definition (by displayOrder, double underscores shown as spaces); the definition marked as the
 * recognition label is left out unless recognition is enabled.
 */
export function searchSortOptions(input: SearchSortOptionsInput = {}): SortOptionItem[] {
  const definitions = input.definitions ?? [];
  const recognition = definitions.filter((definition) => definition.isRecognitionLabel);
  const options = listSortOptions({
    customDefinitions: definitions,
    recognitionEnabled: input.recognitionEnabled === true,
    locale: input.locale ?? en,
    // core matches the recognition definition by label; only one definition holds the labels.
    ...(recognition[0] ? { recognitionLabel: recognition[0].label } : {}),
  });
  if (input.recognitionEnabled || recognition.length < 2) return options;
  const hidden = new Set(recognition.map((definition) => -definition.id));
  return options.filter((option) => !hidden.has(option.value));
}

/** spec 000 §3: the order options, 1 Ascending and 2 Descending. */
export function searchSortOrderOptions(
  locale: VitrineLocale = en,
): { value: SearchSortOrder; label: string }[] {
  return listSortOrderOptions(locale);
}

/** One page size of the menu. */
export interface PageSizeOption {
  value: PageSize;
  label: string;
}

/**
 * spec 000 §9: 12, 24, 48, 96 and 1000, the last shown as "Show all"; the numbers written with
 * `formatNumber` (`useLocaleFormat().number` under a provider), `String` by default.
 */
export function pageSizeOptions(
  locale: ViewsLocale = viewsLocale,
  formatNumber: (value: number) => string = String,
): PageSizeOption[] {
  return PAGE_SIZES.map((value) => ({
    value,
    label: value === SHOW_ALL_PAGE_SIZE ? locale.search.showAll : formatNumber(value),
  }));
}
