// Lists kept in browser storage or sent as text (followed reports, folder history, dismissed banners,
// audit records, a grid's columns) are data of unknown origin: read as JSON, an array or nothing.

/**
 * The items of a JSON array given as text; anything else (no text, text that is not JSON, JSON that
 * is not an array) reads as none. Never throws: each caller still checks every item it keeps.
 */
export function parseJsonArray(text: string | null | undefined): unknown[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  return Array.isArray(value) ? value : [];
}
