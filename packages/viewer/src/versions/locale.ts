// The version history tab's own words (issue 18). The spec's messages (spec 001 §8 "Version has been
// successfully restored.", "Failed to restore version.", "Failed to delete version.", "Failed to
// delete versions.") are @vitrine/core's `versions` and shown through the provider's translate; the
// rest is decided here (docs/decisions.md "Version history"). Hosts override any of them with a
// partial `locale` (STYLE habit 8).
import type { DeepPartial } from '@vitrine/core';
import { defineLocalePart, resolveLocalePart, useLocalePart } from '@vitrine/ui';
import { versionsLocaleDe } from './locale.de';

/** The English strings of the version history panel. */
export const versionsLocale = {
  /** The panel's accessible name. */
  label: 'Version history',
  /** The list's accessible name. */
  list: 'Versions, newest first',
  loading: 'Loading versions…',
  loadFailed: 'The version history could not be loaded.',
  /** Only the current content: nothing kept yet. */
  empty: 'No earlier versions',
  emptyHint: 'A new version, a rotation or an annotation keeps the content before it here.',
  /** A version's title: {n} its number. */
  version: 'Version {n}',
  /** Marks the current content. */
  current: 'Current',
  /** Marks an annotated version. */
  annotated: 'Annotated',
  /** When nobody is known. */
  unknownUser: 'Unknown user',
  /** The content's size: {width} × {height}. */
  dimensions: '{width} × {height}',
  /** The list of what changed. */
  changes: 'Changes',
  /** A change: {field} and {value}. */
  change: '{field}: {value}',
  /** An empty new value. */
  emptyValue: '(empty)',
  /** Edits made while it was current. */
  edits: 'Edits while current',
  /** The thumbnail's alternative text: {n} the version number. */
  thumbnail: 'Version {n}',
  restore: 'Restore',
  restoreLabel: 'Restore version {n}',
  restoring: 'Restoring…',
  delete: 'Delete',
  deleteLabel: 'Delete version {n}',
  deleteAll: 'Delete version history',
  /** The confirmation before deleting one version. */
  confirmDelete: 'Delete version {n}? Its file is removed for good.',
  /** The confirmation before deleting every kept version (spec 001 §2 "delete version history"). */
  confirmDeleteAll: 'Delete every earlier version of this file? The current version stays.',
  compare: 'Compare',
  compareLabel: 'Compare version {n}',
  /** The comparison's title: {a}, {b} the version numbers. */
  compareTitle: 'Version {a} and version {b}',
  closeCompare: 'Close comparison',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  resetZoom: 'Reset zoom',
  /** The comparison's zoom: {percent}. */
  zoomLevel: '{percent}%',
  /** Choosing the versions compared. */
  left: 'Left',
  right: 'Right',
  /** Announced after a change. */
  deleted: 'Version deleted.',
  deletedAll: 'Version history deleted.',
  /** The field names of the audit records. */
  fields: {
    fileName: 'File name',
    extension: 'Extension',
    mimeType: 'Type',
    fileSize: 'Size',
    width: 'Width',
    height: 'Height',
    restoredVersion: 'Restored version',
    annotation: 'Annotation',
  } as Record<string, string>,
};

/** The shape of {@link versionsLocale}. */
export type VersionsLocale = typeof versionsLocale;

/** A partial override of {@link versionsLocale}. */
export type VersionsLocaleOverrides = DeepPartial<VersionsLocale>;

declare module '../locale' {
  interface ViewerLocales {
    /** The version history panel: `locale={{ viewer: { versions: { restore: '…' } } }}`. */
    versions: VersionsLocale;
  }
}

/** The panel's part of the one locale path. */
export const versionsLocalePart = defineLocalePart(['viewer', 'versions'], {
  en: versionsLocale,
  de: versionsLocaleDe,
});

/** The panel's strings in `language` (English by default) with a partial override on top. */
export function resolveVersionsLocale(overrides?: VersionsLocaleOverrides, language = 'en'): VersionsLocale {
  return resolveLocalePart(versionsLocalePart, language, undefined, overrides);
}

/** The panel's strings under the provider: its language and overrides, then the widget's `locale`. */
export function useVersionsLocale(override?: VersionsLocaleOverrides): VersionsLocale {
  return useLocalePart(versionsLocalePart, override);
}
