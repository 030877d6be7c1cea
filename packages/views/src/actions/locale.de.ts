// German for the file actions: our translation of `fileActionsLocale`, typed `FileActionsLocale`.
import { plural } from '@vitrine/core';
import type { FileActionsLocale } from './locale';

export const fileActionsLocaleDe: FileActionsLocale = {
  deleteConfirmLabel: 'Löschen',
  excludeConfirmLabel: 'Ausschließen',
  regenerateConfirm: plural({
    one: 'Das Vorschaubild von 1 Datei neu erzeugen? Das kann eine Weile dauern.',
    other: 'Die Vorschaubilder von {n} Dateien neu erzeugen? Das kann eine Weile dauern.',
  }),
  regenerateConfirmLabel: 'Neu erzeugen',
  regenerateStarted: plural({
    one: 'Das Vorschaubild von 1 Datei wird neu erzeugt.',
    other: 'Die Vorschaubilder von {n} Dateien werden neu erzeugt.',
  }),
  moveConflictTitle: 'Dateien mit gleichem Namen',
  moveConflictFallback: 'Einige Dateien heißen wie Dateien im Zielordner.',
  moveOverrideLabel: 'Überschreiben',
  moved: plural({
    one: '1 Datei nach {folder} verschoben.',
    other: '{n} Dateien nach {folder} verschoben.',
  }),
  consentMessage:
    'Die Objekterkennung sendet die ausgewählten Bilder an einen KI-Dienst, der die Objekte darin erkennt und ihre Namen als Labels zu den Dateien hinzufügt. Akzeptieren Sie diese Bedingungen?',
  busy: {
    delete: 'Dateien werden gelöscht…',
    exclude: 'Dateien werden ausgeschlossen…',
    download: 'Der Download wird vorbereitet…',
    exportCsv: 'Der CSV-Export wird vorbereitet…',
    move: 'Dateien werden verschoben…',
    addToSet: 'Dateien werden hinzugefügt…',
    regenerateThumbnails: 'Vorschaubilder werden neu erzeugt…',
    recognizeObjects: 'Die Objekterkennung wird gestartet…',
  },
};
