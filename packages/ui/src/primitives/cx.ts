/** Joins class names, leaving out empty ones: cx('vt-ui__button', className). */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
