// The words a PDF report prints, in the bundled languages: field labels and page numbers. The report
// is written in the language of the user who asks for it (the server reads it from the request, the
// dialog's preview from the app's locale).
import type { ReportLabels } from './document';

export const REPORT_LABELS_EN: ReportLabels = {
  fields: {
    title: 'Title',
    headline: 'Headline',
    subject: 'Subject',
    description: 'Description',
    keywords: 'Keywords',
    dimensions: 'Dimensions',
    dateTaken: 'Date taken',
    author: 'Author',
    credit: 'Credit',
    copyright: 'Copyright',
    location: 'Location',
    workflowStatus: 'Workflow status',
    fileName: 'File name',
    fileType: 'Type',
    fileSize: 'Size',
    folder: 'Folder',
    addedAt: 'Added',
    camera: 'Camera',
    lens: 'Lens',
    exposure: 'Exposure',
    aperture: 'Aperture',
    iso: 'ISO',
    focalLength: 'Focal length',
  },
  pageNumbers: { PageXofY: 'Page {x} of {y}', PageX: 'Page {x}', XofY: '{x} / {y}', X: '{x}' },
  noPicture: 'No preview',
};

export const REPORT_LABELS_DE: ReportLabels = {
  fields: {
    title: 'Titel',
    headline: 'Überschrift',
    subject: 'Betreff',
    description: 'Beschreibung',
    keywords: 'Stichwörter',
    dimensions: 'Abmessungen',
    dateTaken: 'Aufnahmedatum',
    author: 'Autor',
    credit: 'Quelle',
    copyright: 'Urheberrecht',
    location: 'Ort',
    workflowStatus: 'Workflow-Status',
    fileName: 'Dateiname',
    fileType: 'Typ',
    fileSize: 'Größe',
    folder: 'Ordner',
    addedAt: 'Hinzugefügt',
    camera: 'Kamera',
    lens: 'Objektiv',
    exposure: 'Belichtung',
    aperture: 'Blende',
    iso: 'ISO',
    focalLength: 'Brennweite',
  },
  pageNumbers: { PageXofY: 'Seite {x} von {y}', PageX: 'Seite {x}', XofY: '{x} / {y}', X: '{x}' },
  noPicture: 'Keine Vorschau',
  formatNumber: (value) => value.toLocaleString('de-DE'),
};

/** The labels of a bundled language ('de…' German, anything else English). */
export function reportLabelsFor(language: string | null | undefined): ReportLabels {
  return language?.toLowerCase().startsWith('de') ? REPORT_LABELS_DE : REPORT_LABELS_EN;
}
