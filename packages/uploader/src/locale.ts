// The uploader's own strings: the words around the spec's messages (the panel's title, its options,
// the states of a file, the conflict and duplicate questions, the announcements). The spec gives
// their meaning but not their words (spec 001 §2, §4; spec 000 §2 "possible duplicates",
// "unable-to-upload notice"), so the wording is decided here; hosts override any of them with a
// partial `locale` (STYLE habit 8). The spec's messages ('File type is not allowed', the upload
// status table of spec 001 §8, 'Multiple upload is not allowed…', 'This will terminate your
// upload! Close upload form?') come from @vitrine/core's `en`, word for word.
import { type DeepPartial, plural } from '@vitrine/core';
import { defineLocalePart, resolveLocalePart, useLocalePart } from '@vitrine/ui';
import { uploaderLocaleDe } from './locale.de';

/** The English strings of @vitrine/uploader. */
export const uploaderLocale = {
  /** The panel's title, per mode. */
  title: {
    internal: 'Upload files',
    public: 'Upload images',
    overwrite: 'Replace the file',
  },
  /** Where the files go: {name} is the folder's name. */
  destination: 'Into the folder {name}',
  /** The public page's description: {max} is the count limit of spec 001 §9. */
  publicHint: 'Images only, at most {max} files at a time.',
  /** The close button (the dialog's). */
  close: 'Close',
  /** The intake (FilePond's drop area). */
  intake: {
    /** The drop area's words before its browse action. */
    drop: 'Drop files or folders here, or',
    /** The browse action inside the drop area. */
    browse: 'browse',
    /** The file input's accessible name. */
    label: 'Choose files to upload',
    /** Files refused before they are queued (count limit): the message follows. */
    refused: 'Not added',
  },
  /** The options (spec 001 §7 upload flags; saved in web settings where spec 001 §3 names one). */
  options: {
    heading: 'Options',
    show: 'Show options',
    hide: 'Hide options',
    searchDuplicates: 'Search for duplicates',
    extractZip: 'Extract zip archives',
    recognizeObjects: 'Recognise objects',
    reverseGeocoding: 'Find place names from GPS positions',
    overwriteMetadata: 'Overwrite metadata with the file’s own',
    flatUpload: 'Put the files of dropped folders into this folder, without their sub-folders',
  },
  /** The list of files. */
  list: {
    label: 'Files to upload',
    /** The list's size: '{n} files'. */
    count: plural({ one: '{n} file', other: '{n} files' }),
    showPreviews: 'Show previews',
    hidePreviews: 'Hide previews',
    /** The preview's accessible name: {name} is the file name. */
    preview: 'Preview of {name}',
    /** Shown while more rows come as the list scrolls. */
    more: 'Loading more files…',
    empty: 'No files yet.',
    remove: 'Remove {name}',
    retry: 'Retry {name}',
  },
  /** The states of a file (spec 001 §4 queued, uploading, done, failed, name conflict; and ours). */
  states: {
    queued: 'Queued',
    hashing: 'Reading',
    checking: 'Checking the name',
    uploading: 'Uploading',
    done: 'Done',
    failed: 'Failed',
    conflict: 'Name conflict',
    duplicate: 'Possible duplicate',
    skipped: 'Skipped',
    'needs-file': 'Choose this file again',
  },
  /** The whole upload's progress. */
  progress: {
    /** The overall progress bar's name. */
    overall: 'Upload progress',
    /** One file's progress bar: {name}. */
    file: 'Uploading {name}',
    /** '{done} of {files} files · {loaded} of {bytes}'. */
    summary: '{done} of {files} files · {loaded} of {bytes}',
    /** The speed: {speed} is a file size ('2.5 MB'). */
    speed: '{speed}/s',
    /** Time left: {time} from `duration`. */
    timeLeft: '{time} left',
    /** Durations. */
    duration: { seconds: '{s} s', minutes: '{m} min {s} s', hours: '{h} h {m} min' },
    /** The live region's announcement while files go up (throttled). */
    announce: '{done} of {files} files uploaded.',
    /** The live region's announcement at the end. */
    finished: plural({
      one: 'Upload finished: {n} file uploaded.',
      other: 'Upload finished: {n} files uploaded.',
    }),
    /** …with failures. */
    finishedWithFailures: plural({
      one: 'Upload finished: {n} file could not be uploaded.',
      other: 'Upload finished: {n} files could not be uploaded.',
    }),
  },
  /** The actions of the panel. */
  actions: {
    cancel: 'Cancel upload',
    retryAll: 'Retry failed files',
    done: 'Done',
    addMore: 'Add more files',
  },
  /** spec 001 §2 "failed-upload list": the files that did not go up, at the end. */
  failed: {
    heading: plural({ one: '{n} file could not be uploaded', other: '{n} files could not be uploaded' }),
  },
  /** spec 001 §4: the name conflict's question, per file, with apply to all (1 / 2 / 3). */
  conflict: {
    title: 'A file with this name already exists',
    /** {name} is the file's name. */
    description: 'The folder already holds a file named “{name}”. What should happen to the one you upload?',
    newVersion: 'Upload as a new version',
    skip: 'Skip this file',
    copy: 'Upload a copy',
    /** {n} is the number of other files with a name conflict. */
    applyToAll: plural({
      one: 'Do the same for the other conflict',
      other: 'Do the same for the {n} other conflicts',
    }),
  },
  /** spec 000 §2 "possible duplicates": the same content is already in the library. */
  duplicate: {
    title: 'Possible duplicate',
    description: '“{name}” has the same content as files already in the library:',
    /** One library file: its name. */
    item: '{name}',
    skip: 'Skip this file',
    upload: 'Upload anyway',
    applyToAll: plural({
      one: 'Do the same for the other duplicate',
      other: 'Do the same for the {n} other duplicates',
    }),
  },
  /** A file restored after a reload without its bytes. */
  needsFile: {
    description: plural({
      one: '{n} file of an earlier upload is waiting. Choose it again to go on.',
      other: '{n} files of an earlier upload are waiting. Choose them again to go on.',
    }),
    choose: 'Choose the files again',
  },
  /** spec 000 §2 "unable-to-upload notice": a folder that takes no upload. */
  unable: {
    title: 'Upload is not possible here',
    noFolder: 'Select a folder to upload into.',
    noPermission: 'You cannot upload files into this folder.',
    /** A host restoring an upload kept across a reload whose folder is gone or takes no upload. */
    keptDiscarded:
      'An earlier upload cannot go on: its folder is gone or no longer takes uploads. It was discarded.',
  },
  /** A 401 paused the upload. */
  sessionEnded: 'Your session ended. Sign in again to go on with the upload.',
  /** Overwrite mode: one file sent as the new version of a file (spec 001 §5 "Overwrite upload (limit to one)"). */
  overwrite: {
    /** Under the title: {name} is the replaced file's name. */
    description: 'Upload one file as the new version of “{name}”.',
    /** Decided (docs/decisions.md): a file of another type; {extension} is the current one's ('.jpg'). */
    otherType: 'The new version must be a {extension} file, like the current one.',
  },
};

/** The shape of {@link uploaderLocale}. */
export type UploaderLocale = typeof uploaderLocale;

/** A partial override of {@link uploaderLocale}: any string, at any depth. */
export type UploaderLocaleOverrides = DeepPartial<UploaderLocale>;

declare module '@vitrine/ui' {
  interface VitrineLocaleParts {
    /** @vitrine/uploader: `locale={{ uploader: { title: { … }, options: { … } } }}`. */
    uploader: UploaderLocale;
  }
}

/** The uploader's strings in the one locale path: the provider's `locale={{ uploader: { … } }}`. */
export const uploaderLocalePart = defineLocalePart(['uploader'], {
  en: uploaderLocale,
  de: uploaderLocaleDe,
});

/** The uploader's strings in `language` (English by default) with a partial override on top. */
export function resolveUploaderLocale(overrides?: UploaderLocaleOverrides, language = 'en'): UploaderLocale {
  return resolveLocalePart(uploaderLocalePart, language, undefined, overrides);
}

/** The uploader's strings under the provider: its language and overrides, then `override`. */
export function useUploaderLocale(override?: UploaderLocaleOverrides): UploaderLocale {
  return useLocalePart(uploaderLocalePart, override);
}
