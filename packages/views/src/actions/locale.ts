// The file actions' own words. The spec's messages ('1 file deleted.', '{n} files excluded.', 'Failed to
// delete some files.', 'You are not authorized to download some of the selected images.', the delete
// and exclude questions, the recognition messages, Accept / Decline) come from @vitrine/core through
// the provider's translator, word for word. What the spec does not word (the regenerate question, the
// consent text, the busy announcements) is decided here; hosts override any of it (STYLE habit 8).
import { type DeepPartial, plural } from '@vitrine/core';
import { defineLocalePart, resolveLocalePart, useLocalePart } from '@vitrine/ui';
import { fileActionsLocaleDe } from './locale.de';

/** The English strings of the file actions. */
export const fileActionsLocale = {
  /** The delete and exclude dialogs' confirm buttons. */
  deleteConfirmLabel: 'Delete',
  excludeConfirmLabel: 'Exclude',
  /** spec 000 §5 "Regenerating thumbnails for more than 50 files asks confirmation" (words decided). */
  regenerateConfirm: plural({
    one: 'Regenerate the thumbnail of 1 file? This may take a while.',
    other: 'Regenerate the thumbnails of {n} files? This may take a while.',
  }),
  regenerateConfirmLabel: 'Regenerate',
  /** More than 50 files: no reload (spec 000 §4); this says the work has started (decided). */
  regenerateStarted: plural({
    one: 'The thumbnail of 1 file is being regenerated.',
    other: 'The thumbnails of {n} files are being regenerated.',
  }),
  /** spec 001 §4 "a 409 answer opens the move-conflict dialog" (its message is the server's). */
  moveConflictTitle: 'Files with the same name',
  /** The conflict dialog's text when the server sent no message (words decided). */
  moveConflictFallback: 'Some files have the same name as files in the destination folder.',
  /** spec 000 §2 "move conflict (override)": the button that replaces the files of the same name. */
  moveOverrideLabel: 'Override',
  /** spec 000 §8 "Success: … moved" (words decided): the files that moved. */
  moved: plural({
    one: '1 file moved to {folder}.',
    other: '{n} files moved to {folder}.',
  }),
  /** The consent dialog's text (spec 000 §4 "a terms dialog (Accept or Decline)"; words decided). */
  consentMessage:
    'Object recognition sends the selected images to an AI service, which detects the objects in them and adds their names to the files as labels. Do you accept these terms?',
  /** Announced while an action runs (a live region of the host, `busyLabel`). */
  busy: {
    delete: 'Deleting files…',
    exclude: 'Excluding files…',
    download: 'Preparing the download…',
    exportCsv: 'Preparing the CSV export…',
    move: 'Moving files…',
    addToSet: 'Adding files…',
    regenerateThumbnails: 'Regenerating thumbnails…',
    recognizeObjects: 'Starting object recognition…',
  },
};

/** The shape of {@link fileActionsLocale}. */
export type FileActionsLocale = typeof fileActionsLocale;

/** A partial override of {@link fileActionsLocale}: any string, at any depth. */
export type FileActionsLocaleOverrides = DeepPartial<FileActionsLocale>;

/** The file actions part of the one locale path: the provider's `locale={{ views: { actions: { … } } }}`. */
export const fileActionsLocalePart = defineLocalePart(['views', 'actions'], {
  en: fileActionsLocale,
  de: fileActionsLocaleDe,
});

/** The file actions strings in `language` (English by default) with a partial override on top. */
export function resolveFileActionsLocale(
  overrides?: FileActionsLocaleOverrides,
  language = 'en',
): FileActionsLocale {
  return resolveLocalePart(fileActionsLocalePart, language, undefined, overrides);
}

/** The file actions strings under the provider: its language and overrides, then the widget's `locale`. */
export function useFileActionsLocale(override?: FileActionsLocaleOverrides): FileActionsLocale {
  return useLocalePart(fileActionsLocalePart, override);
}
