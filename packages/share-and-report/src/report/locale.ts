// The report dialog's own words (issue 20). The spec names what the dialog holds (spec 000 §3 the
// request, §5 fonts and page numbers, §9 the 12 templates) but not its labels, so they are decided
// here; the spec's messages ('The report is being processed and will be downloaded when ready.',
// the header and footer image rule) are @vitrine/core's `report.*`, word for word. Hosts override any
// of these with a partial `locale` (STYLE habit 8), or the provider's `locale={{ reportDialog: … }}`.
import { type DeepPartial, plural } from '@vitrine/core';
import { defineLocalePart, resolveLocalePart, useLocalePart } from '@vitrine/ui';
import { reportDialogLocaleDe } from './locale.de';

/** The English strings of the PDF report dialog. */
export const reportDialogLocale = {
  /** The dialog's title. */
  title: 'PDF report',
  /** Under the title: how many files the report holds. */
  description: plural({ one: 'A PDF of the selected file.', other: 'A PDF of the {n} selected files.' }),
  /** While the saved settings are read. */
  loading: 'Loading the report settings…',
  /** The saved settings could not be read. */
  loadFailed: 'The report settings could not be loaded.',
  retry: 'Try again',
  /** Without the customisation permission (spec 000 §6): the settings are shown, not changed. */
  readOnly:
    'You may make the report with these settings; changing them needs the permission to customise reports.',
  /** The templates' radio group. */
  templates: 'Page template',
  /** One template's name: {id} its number, {layout} and {orientation} its kind. */
  template: 'Template {id}: {layout}, {orientation}',
  /** Files per page: {n}. */
  templatePerPage: plural({ one: '1 file per page', other: '{n} files per page' }),
  layouts: {
    grid: 'contact sheet',
    single: 'large picture with its data',
    list: 'list with pictures',
    table: 'table without pictures',
  },
  orientations: { portrait: 'portrait', landscape: 'landscape' },
  /** The field groups (spec 000 §3). */
  fieldGroups: 'Data printed with each file',
  groups: {
    title: 'Title',
    iptcContent: 'IPTC content',
    image: 'Image',
    contactAndStatus: 'Contact and status',
    fileInfo: 'File info',
    exif: 'EXIF',
  },
  /** The custom fields (spec 000 §3 customIds). */
  customFields: 'Custom fields',
  noCustomFields: 'There are no custom fields.',
  font: 'Font',
  /** After an offered font that prints as Arial (spec 000 §5): '{font} (prints as Arial)'. */
  fontAsArial: '{font} (prints as Arial)',
  fontHint: 'Only Times New Roman, Arial and Georgia are kept; any other font prints as Arial.',
  pageNumbers: 'Page numbers',
  pageNumberPosition: 'Position',
  positions: { left: 'Left', center: 'Centre', right: 'Right' },
  pageNumberFormat: 'Format',
  /** The formats, shown as they print on page 2 of 5. */
  formats: { PageXofY: 'Page 2 of 5', PageX: 'Page 2', XofY: '2 / 5', X: '2' },
  headerImage: 'Header image',
  footerImage: 'Footer image',
  imageHint: 'A JPEG or PNG of at most 512 KB.',
  removeImage: 'Remove',
  /** Remove's accessible name: {name} the field ('Header image'). */
  removeImageLabel: 'Remove: {name}',
  /** The chosen image's accessible name: {name} the field ('Header image'). */
  imageChosen: '{name}: chosen',
  noImage: 'None',
  /** Saves the settings as the person's default report (spec 000 §7 "POST default report"). */
  saveDefault: 'Save as my default',
  savingDefault: 'Saving…',
  savedDefault: 'Saved as your default report.',
  saveDefaultFailed: 'The default report could not be saved.',
  /** The preview (row B7). */
  preview: 'Preview',
  /** The preview's accessible name: page {x} of {y}. */
  previewPage: 'Preview of page 1 of {y}',
  previewRendering: 'Making the preview…',
  previewFailed: 'The preview could not be made. The report can still be made.',
  previewNote:
    'The first page, with the files of the report. The preview prints with the standard PDF fonts.',
  create: 'Create report',
  cancel: 'Cancel',
  close: 'Close',
  /** While the report downloads. */
  progress: 'Report progress',
  /** The report was downloaded. */
  done: 'The report has been downloaded.',
  /** The report could not be made, when the server sent no message. */
  failed: 'The report could not be made.',
  /** While the server has not started the report yet (issue 20: it is made in the background). */
  queued: 'Waiting for the server to start the report…',
  /** The images placed so far: {done} of {total}. */
  placed: '{done} of {total} images placed',
  /** Closes the dialog; the report goes on and a notification says when it is ready. */
  continueInBackground: 'Continue in the background',
  /** Said once the dialog is closed while the report is being made. */
  backgroundNotice: 'The report is being made in the background. You will be notified when it is ready.',
  /** The notification of a report made in the background: {n} files. */
  readyNotice: plural({
    one: 'Your PDF report of 1 file is ready.',
    other: 'Your PDF report of {n} files is ready.',
  }),
  /** The notification's button. */
  readyDownload: 'Download',
  /** What a screen reader says of the button's other way: the report dialog makes it again. */
  readyDownloadAlt: 'Download the report, or make it again from the PDF report dialog.',
  /** The notification of a report that failed in the background: {message} the reason. */
  failedNotice: 'Your PDF report could not be made: {message}',
};

/** The shape of {@link reportDialogLocale}. */
export type ReportDialogLocale = typeof reportDialogLocale;

/** A partial override of {@link reportDialogLocale}. */
export type ReportDialogLocaleOverrides = DeepPartial<ReportDialogLocale>;

declare module '@vitrine/ui' {
  interface VitrineLocaleParts {
    /** @vitrine/share-and-report's report dialog: `locale={{ reportDialog: { create: '…' } }}`. */
    reportDialog: ReportDialogLocale;
  }
}

/** The dialog's part of the one locale path: the provider's `locale={{ reportDialog: { … } }}`. */
export const reportDialogLocalePart = defineLocalePart(['reportDialog'], {
  en: reportDialogLocale,
  de: reportDialogLocaleDe,
});

/** The dialog's strings in `language` (English by default) with a partial override on top. */
export function resolveReportDialogLocale(
  overrides?: ReportDialogLocaleOverrides,
  language = 'en',
): ReportDialogLocale {
  return resolveLocalePart(reportDialogLocalePart, language, undefined, overrides);
}

/** The dialog's strings under the provider: its language and overrides, then the dialog's `locale`. */
export function useReportDialogLocale(override?: ReportDialogLocaleOverrides): ReportDialogLocale {
  return useLocalePart(reportDialogLocalePart, override);
}
