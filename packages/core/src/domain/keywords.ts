// Keyword splitting (spec 000 §5 grid, spec 001 §5 keyword and dictionary fields).

/** spec 001 §5: a semicolon splits typed text into separate items; edit patches join items with it. */
export const KEYWORD_SEPARATOR = ';';

/**
 * Split typed keyword text on ';' into separate items, trimmed, empties dropped, exact duplicates
 * dropped (the first kept).
 */
export function splitKeywords(text: string): string[] {
  return [
    ...new Set(
      text
        .split(KEYWORD_SEPARATOR)
        .map((keyword) => keyword.trim())
        .filter((keyword) => keyword !== ''),
    ),
  ];
}

/** spec 000 §5: the grid turns typed 'a; b;c' into its comma form 'a, b, c'. */
export function toGridKeywords(text: string): string {
  return splitKeywords(text).join(', ');
}
