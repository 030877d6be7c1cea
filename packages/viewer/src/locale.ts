// The viewer's own strings: the words around the spec's messages (tab names, toolbar labels,
// announcements). The spec gives their meaning but not their words, so the wording is decided here;
// hosts override any of them with a partial `locale` (STYLE habit 8). The spec's messages ('Failed to
// download.', 'File has been successfully rotated.', the video statuses, the contact messages) come
// from @vitrine/core's `en`, word for word.
import type { DeepPartial } from '@vitrine/core';
import { defineLocalePart, resolveLocalePart, useLocalePart } from '@vitrine/ui';
import { viewerLocaleDe } from './locale.de';

/** The English strings of @vitrine/viewer. */
export const viewerLocale = {
  /** The dialog's accessible name: {name} is the file name. */
  dialogTitle: 'Viewer: {name}',
  /** The dialog's name while the file's details load. */
  loading: 'Loading file…',
  /** The details could not be read. */
  loadFailed: 'The file could not be loaded.',
  close: 'Close viewer',
  /** The tabs (spec 001 §2): settings/info, preview, comments, version history, full data. */
  tabs: {
    label: 'Viewer tabs',
    settings: 'Info',
    preview: 'Preview',
    comments: 'Comments',
    versions: 'Version history',
    details: 'Full data',
  },
  /** Navigation across the list (spec 001 §4). */
  navigation: {
    previous: 'Previous file',
    next: 'Next file',
    first: 'First file',
    last: 'Last file',
    /** The position: '{index} of {total}'. */
    position: '{index} of {total}',
  },
  /** The toolbar. */
  toolbar: {
    label: 'Viewer actions',
    /** Opens the annotation whiteboard (spec 001 §2). */
    annotate: 'Annotate',
    fullScreen: 'Full screen',
    exitFullScreen: 'Exit full screen',
    pinMenu: 'Keep the menu visible',
    unpinMenu: 'Hide the menu when idle',
    rotateLeft: 'Rotate left',
    rotateRight: 'Rotate right',
    download: 'Download',
    downloadOriginal: 'Original',
    contactOwner: 'Contact the owner',
    openExternal: 'Open preview in a new tab',
    /** Delete the file shown (single mode). */
    delete: 'Delete file',
    /** Delete the selection (multi mode). */
    deleteSelected: 'Delete the selected files',
    /** The confirmation's button. */
    deleteConfirm: 'Delete',
  },
  /** Zoom (preview). */
  zoom: {
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    reset: 'Fit to screen',
    /** '{n} %'. */
    level: '{n} %',
  },
  /** Slideshow (spec 001 §4, §9). */
  slideshow: {
    start: 'Start slideshow',
    stop: 'Stop slideshow',
    /** The interval button: '{n} s', cycles through the options. */
    interval: 'Slide every {n} s',
    /** Announced when reduced motion is asked: slides change without transitions. */
    reducedMotion: 'Slides change without animation',
  },
  /** Video status actions (spec 001 §4). */
  video: {
    prioritize: 'Process first',
    retry: 'Try again',
    skip: 'Skip processing',
    player: 'Video: {name}',
  },
  audio: {
    player: 'Audio: {name}',
  },
  pdf: {
    loading: 'Opening the PDF…',
    failed: 'The PDF could not be shown.',
    page: 'Page {n} of {total}',
    previousPage: 'Previous page',
    nextPage: 'Next page',
  },
  /** Types the viewer does not show: the download page previews them (spec 001 §2). */
  other: {
    title: 'No preview in the viewer',
    description: 'This file type opens on the download page.',
    open: 'Open the preview',
  },
  /** The read-only info of the settings tab until the editor is given. */
  info: {
    fileName: 'File name',
    location: 'Location',
    dimensions: 'Dimensions',
    /** '{width} × {height} px'. */
    dimensionsValue: '{width} × {height} px',
    title: 'Title',
    author: 'Author',
    description: 'Description',
    keywords: 'Keywords',
    dateCreated: 'Date created',
    multiple: '{n} files selected',
  },
  /** The what's-new modal (spec 001 §4). */
  whatsNew: {
    title: "What's new",
    /** {version} is the build version. */
    version: 'Version {version}',
    close: 'Got it',
  },
  /** The contact-the-owner modal (spec 001 §5). */
  contact: {
    title: 'Contact the owner',
    message: 'Message',
    email: 'Your e-mail',
    /** The honeypot's label: read by bots only (the field is hidden from people). */
    secondEmail: 'Leave this field empty',
    send: 'Send',
    cancel: 'Cancel',
    /** 404: no e-mail, or the file is not one the sender may see (decided: spec 001 §8 names no text). */
    notContactable: 'The owner of this file cannot be contacted.',
    /** 429 (decided): {n} is the wait in minutes. */
    tooMany: 'You have sent too many messages. Try again in {n} minute(s).',
    /** 501: the server sends no mail (decided). */
    notOffered: 'This server does not send messages to owners.',
  },
  /**
   * Replace the file by a new version (spec 001 §5, §6; the words are decided, docs/decisions.md
   * "Replacing a file"; "Multiple upload is not allowed…" and the upload failures are core's).
   */
  replace: {
    /** The toolbar action. */
    action: 'Replace with a new version',
    title: 'Replace the file',
    /** {name} is the current file's name. */
    description:
      'The file you choose becomes the new version of {name}. The current content is kept as an earlier version.',
    choose: 'Choose a file',
    drop: 'or drop it here',
    /** The file chosen: {name}, {size}. */
    chosen: 'New version: {name} ({size})',
    upload: 'Replace',
    cancel: 'Cancel',
    /** Stops the upload in progress. */
    stop: 'Stop',
    /** The progress bar's name: {name} is the file sent. */
    uploading: 'Uploading {name}',
    /** Success (the spec gives words for rotation only: these follow them). */
    replaced: 'File has been successfully replaced.',
    /** Another type than the current file's: {extension} is the current one's ('.jpg'). */
    otherType: 'The new version must be a {extension} file, like the current one.',
    /** A drop that held no file. */
    none: 'Choose one file.',
  },
};

/** The shape of {@link viewerLocale}. */
export type ViewerLocale = typeof viewerLocale;

/** A partial override of {@link viewerLocale}: any string, at any depth. */
export type ViewerLocaleOverrides = DeepPartial<ViewerLocale>;

/**
 * Every locale part of @vitrine/viewer, as the provider's `locale` object holds them: the viewer's
 * strings at the top. The editor (src/editor) adds its part under its own key by merging into this
 * interface (`declare module '../locale' { interface ViewerLocales { editor: EditorLocale } }`).
 */
export interface ViewerLocales extends ViewerLocale {}

declare module '@vitrine/ui' {
  interface VitrineLocaleParts {
    /** @vitrine/viewer: `locale={{ viewer: { tabs: { … }, toolbar: { … } } }}`. */
    viewer: ViewerLocales;
  }
}

/** The viewer's strings in the one locale path: the provider's `locale={{ viewer: { … } }}`. */
export const viewerLocalePart = defineLocalePart(['viewer'], { en: viewerLocale, de: viewerLocaleDe });

/** The viewer's strings in `language` (English by default) with a partial override on top. */
export function resolveViewerLocale(overrides?: ViewerLocaleOverrides, language = 'en'): ViewerLocale {
  return resolveLocalePart(viewerLocalePart, language, undefined, overrides);
}

/** The viewer's strings under the provider: its language and overrides, then `override`. */
export function useViewerLocale(override?: ViewerLocaleOverrides): ViewerLocale {
  return useLocalePart(viewerLocalePart, override);
}
