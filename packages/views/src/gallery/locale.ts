// The strings of the gallery, the masonry and their thumbnails. The spec names what they show
// (badges for expired and expiring soon, video status, workflow statuses, on-brand, recognition,
// versions; file name, size and date) but not the words, so the wording is decided here; hosts
// override any of them with the `locale` prop (STYLE habit 8). The video status labels are the
// spec's, from @vitrine/core (`video.*`), overridden through the provider's locale like every spec
// message; 'Loading...' is core's `common.loading`.
import type { PluralMessage } from '@vitrine/core';

/** The English strings of the gallery views and their thumbnails. */
export const galleryLocale = {
  /** Accessible name of the grid of files. */
  gridLabel: 'Files',
  /** Shown when the result has no files. */
  empty: 'No files to show.',
  /** Announced (polite live region) when the selection changes. */
  selected: { one: '{n} file selected', other: '{n} files selected' } satisfies PluralMessage,
  /** The count in a group's heading (grouped results, spec 000 §3): the group's loaded files. */
  groupCount: { one: '{n} file', other: '{n} files' } satisfies PluralMessage,
  /** Announced when the selection becomes empty. */
  selectionCleared: 'No files selected',
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
  // Thumbnail data (showThumbs)
  /** Accessible name of the date taken ({date} is yyyy-mm-dd). */
  dateTaken: 'Taken {date}',
  /** Accessible name of the date added, shown when there is no date taken. */
  dateAdded: 'Added {date}',
};

/** The shape of {@link galleryLocale}. */
export type GalleryLocale = typeof galleryLocale;

/** The English strings with a host's partial override on top. */
export function resolveGalleryLocale(overrides?: Partial<GalleryLocale>): GalleryLocale {
  return overrides ? { ...galleryLocale, ...overrides } : galleryLocale;
}
