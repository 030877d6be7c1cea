// Page size (spec 000 §5, §9).
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_RESET,
  PAGE_SIZES,
  type PageSize,
  SHOW_ALL_PAGE_SIZE,
} from '../constants';

/** Whether a number is one of the offered page sizes. */
export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/**
 * Resolve a page size read from stored settings (a number or a numeric string). spec 000 §5: above
 * 1000 resets to 96. Anything else that is not an offered size (missing, garbage, 50) falls back
 * to the default 24.
 */
export function resolvePageSize(stored: unknown): PageSize {
  const value =
    typeof stored === 'number'
      ? stored
      : typeof stored === 'string' && stored.trim() !== ''
        ? Number(stored)
        : Number.NaN;
  if (value > SHOW_ALL_PAGE_SIZE) return PAGE_SIZE_RESET;
  return isPageSize(value) ? value : DEFAULT_PAGE_SIZE;
}
