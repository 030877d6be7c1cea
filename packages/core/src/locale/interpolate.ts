// `{name}` placeholders. A number is written by the caller's number formatter (the active
// language's `Intl.NumberFormat` under a translator), except where it names a thing rather than
// counts it: ids, error codes and years are written as they are ('folder 1234', never '1,234').

/** Values for the placeholders of a message. */
export type TranslateVars = Record<string, string | number>;

/** Placeholders whose numbers are identifiers, never grouped or localised. */
export const VERBATIM_PLACEHOLDERS: ReadonlySet<string> = new Set(['id', 'ids', 'code', 'year']);

/**
 * Fill `{name}` placeholders; a placeholder without a value stays as written. Numbers go through
 * `formatNumber` (default `String`), except those of {@link VERBATIM_PLACEHOLDERS}.
 */
export function interpolate(
  message: string,
  vars?: TranslateVars,
  formatNumber: (value: number) => string = String,
): string {
  if (!vars) return message;
  return message.replace(/\{(\w+)\}/g, (match, name: string) => {
    if (!Object.hasOwn(vars, name)) return match;
    const value = vars[name];
    return typeof value === 'number' && !VERBATIM_PLACEHOLDERS.has(name)
      ? formatNumber(value)
      : String(value);
  });
}
