// The export dialog's words (issue 20; spec 000 §7 the export types: a zip, with or without the
// folder structure, or a CSV of the files' data). Hosts override any of these with a partial
// `locale`, or the provider's `locale={{ exportDialog: … }}`.
import { type DeepPartial, plural } from '@vitrine/core';
import { defineLocalePart, resolveLocalePart, useLocalePart } from '@vitrine/ui';
import { exportDialogLocaleDe } from './locale.de';

/** The English strings of the export dialog. */
export const exportDialogLocale = {
  title: 'Export',
  description: plural({ one: 'Export the selected file.', other: 'Export the {n} selected files.' }),
  formats: 'Format',
  zip: 'Zip of the files',
  zipHint: 'One file downloads as it is.',
  zipWithFolders: 'Zip with the folder structure',
  zipWithFoldersHint: 'The files in the folders they are in.',
  csv: 'CSV of the files’ data',
  csvHint: 'One row per file, for a spreadsheet.',
  export: 'Export',
  cancel: 'Cancel',
  close: 'Close',
  progress: 'Export progress',
  preparing: 'Preparing the export…',
  done: 'The export has been downloaded.',
  nothing: 'There was nothing to export.',
  failed: 'The export could not be made.',
};

/** The shape of {@link exportDialogLocale}. */
export type ExportDialogLocale = typeof exportDialogLocale;

/** A partial override of {@link exportDialogLocale}. */
export type ExportDialogLocaleOverrides = DeepPartial<ExportDialogLocale>;

declare module '@vitrine/ui' {
  interface VitrineLocaleParts {
    /** @vitrine/share-and-report's export dialog: `locale={{ exportDialog: { export: '…' } }}`. */
    exportDialog: ExportDialogLocale;
  }
}

/** The dialog's part of the one locale path. */
export const exportDialogLocalePart = defineLocalePart(['exportDialog'], {
  en: exportDialogLocale,
  de: exportDialogLocaleDe,
});

/** The strings in `language` (English by default) with a partial override on top. */
export function resolveExportDialogLocale(
  overrides?: ExportDialogLocaleOverrides,
  language = 'en',
): ExportDialogLocale {
  return resolveLocalePart(exportDialogLocalePart, language, undefined, overrides);
}

/** The strings under the provider, then the dialog's `locale`. */
export function useExportDialogLocale(override?: ExportDialogLocaleOverrides): ExportDialogLocale {
  return useLocalePart(exportDialogLocalePart, override);
}
