// The strings of the wall and the carousel (the modern replacements of the flash wall and flash
// carousel, spec 000 §1, §2). The spec gives no words for them: the wording is decided here, after
// the WAI-ARIA carousel pattern's labels; hosts override any of them with the `locale` prop.
export const flashLocale = {
  /** Accessible name of the wall. */
  wallLabel: 'Image wall',
  /** Accessible name of the carousel. */
  carouselLabel: 'Image carousel',
  /** aria-roledescription of the carousel and of one slide (WAI-ARIA carousel pattern). */
  carouselRole: 'carousel',
  slideRole: 'slide',
  /** A slide's accessible name: {n} of {total}. */
  slideLabel: '{n} of {total}',
  /** The previous / next buttons. */
  previous: 'Previous image',
  next: 'Next image',
  /** The slide picker (a tab list) and one of its tabs ({n}: the slide's number, {name}: its file). */
  picker: 'Choose an image',
  pickerItem: 'Image {n}: {name}',
  /** The rotation control (shown only when auto-rotation is on). */
  stopRotation: 'Stop automatic slide show',
  startRotation: 'Start automatic slide show',
  /** No files to show. */
  empty: 'No images to show.',
  /** The images could not be loaded. */
  loadFailed: 'The images could not be loaded.',
};

/** The shape of {@link flashLocale}. */
export type FlashLocale = typeof flashLocale;

/** The English strings with a host's partial override on top. */
export function resolveFlashLocale(overrides?: Partial<FlashLocale>): FlashLocale {
  return overrides ? { ...flashLocale, ...overrides } : flashLocale;
}
