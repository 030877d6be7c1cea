// The strings of the gallery, the masonry and their thumbnails. The spec names what they show
// (badges for expired and expiring soon, video status, workflow statuses, on-brand, recognition,
// versions; file name, size and date) but not the words, so the wording is decided here; hosts
// override any of them with the `locale` prop (STYLE habit 8). The video status labels are the
// spec's, from @vitrine/core (`video.*`), overridden through the provider's locale like every spec
// message; 'Loading...' is core's `common.loading`.
import { type DeepPartial, plural } from '@vitrine/core';
import { defineLocalePart, resolveLocalePart, useLocalePart } from '@vitrine/ui';
import { galleryLocaleDe } from './locale.de';

/** The English strings of the gallery views and their thumbnails. */
export const galleryLocale = {
  /** Accessible name of the grid of files. */
  gridLabel: 'Files',
  /** Shown when the result has no files. */
  empty: 'No files to show.',
  /** Announced (polite live region) when the selection changes. */
  selected: plural({ one: '{n} file selected', other: '{n} files selected' }),
  /** The count in a group's heading (grouped results, spec 000 §3): the group's loaded files. */
  groupCount: plural({ one: '{n} file', other: '{n} files' }),
  /** Announced when the selection becomes empty. */
  selectionCleared: 'No files selected',
  /**
   * The badge of a file whose thumbnails the server could not make (a damaged image): the picture
   * shows the failed placeholder until "Regenerate thumbnails" makes them. Not in the spec.
   */
  thumbnailFailed: 'Thumbnail failed',
  // Badges (spec 000 §2 "every thumbnail")
  /** spec 000 §4: the expiration date is today or past. */
  expired: 'Expired',
  /** spec 000 §4: within 14 days before the expiration date; {date} is yyyy-mm-dd. */
  expiringSoon: 'Expires {date}',
  /** A processing video: {label} is the spec's 'Processing', {percent} its progress. */
  videoProgress: '{label} {percent}%',
  /** Accessible name of a colour-only workflow badge (workflowBadgesShowOnlyColor). */
  workflowStatus: 'Workflow status: {name}',
  onBrand: 'On brand',
  offBrand: 'Off brand',
  recognitionAwaiting: 'Recognition pending',
  recognitionFailed: 'Recognition failed',
  /** The versions badge: {n} is the image's version number. */
  version: 'v{n}',
  /** Its accessible name. */
  versionLabel: 'Version {n}',
  /** The badge of an image that opens its external preview URL in a new tab (spec 000 §2). */
  externalPreview: 'External preview',
  /** The badge standing for the badges that do not fit in the row: its text ({n}: how many). */
  moreBadges: '+{n}',
  /** Its accessible name and tooltip: {list} names the badges it stands for. */
  moreBadgesLabel: plural({ one: '{n} more badge: {list}', other: '{n} more badges: {list}' }),
  // Type glyph (issue 14): what a picture of a video, a sound or a PDF does not tell.
  /** A video's or a sound's length, for assistive technology ({time}: 3:25, 1:02:03). */
  duration: 'Length {time}',
  /** A PDF's page count. */
  pageCount: plural({ one: '{n} page', other: '{n} pages' }),
  /** The designed tile of a file no picture can be made of: what kind of file it is. */
  fileType: '{extension} file',
  // Thumbnail data (showThumbs)
  /** Accessible name of the date taken ({date} is yyyy-mm-dd). */
  dateTaken: 'Taken {date}',
  /** Accessible name of the date added, shown when there is no date taken. */
  dateAdded: 'Added {date}',
};

/** The shape of {@link galleryLocale}. */
export type GalleryLocale = typeof galleryLocale;

/** A partial override of {@link galleryLocale}: any string, at any depth. */
export type GalleryLocaleOverrides = DeepPartial<GalleryLocale>;

/** The gallery part of the one locale path: the provider's `locale={{ views: { gallery: { … } } }}`. */
export const galleryLocalePart = defineLocalePart(['views', 'gallery'], {
  en: galleryLocale,
  de: galleryLocaleDe,
});

/** The gallery strings in `language` (English by default) with a partial override on top. */
export function resolveGalleryLocale(overrides?: GalleryLocaleOverrides, language = 'en'): GalleryLocale {
  return resolveLocalePart(galleryLocalePart, language, undefined, overrides);
}

/** The gallery strings under the provider: its language and overrides, then the widget's `locale`. */
export function useGalleryLocale(override?: GalleryLocaleOverrides): GalleryLocale {
  return useLocalePart(galleryLocalePart, override);
}
