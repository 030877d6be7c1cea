// The export dialog's German strings (typed with the English shape, so a missing key is an error).
import { plural } from '@vitrine/core';
import type { ExportDialogLocale } from './locale';

export const exportDialogLocaleDe: ExportDialogLocale = {
  title: 'Exportieren',
  description: plural({
    one: 'Die ausgewählte Datei exportieren.',
    other: 'Die {n} ausgewählten Dateien exportieren.',
  }),
  formats: 'Format',
  zip: 'Zip der Dateien',
  zipHint: 'Eine einzelne Datei wird unverändert heruntergeladen.',
  zipWithFolders: 'Zip mit der Ordnerstruktur',
  zipWithFoldersHint: 'Die Dateien in ihren Ordnern.',
  csv: 'CSV der Dateidaten',
  csvHint: 'Eine Zeile pro Datei, für eine Tabellenkalkulation.',
  export: 'Exportieren',
  cancel: 'Abbrechen',
  close: 'Schließen',
  progress: 'Fortschritt des Exports',
  preparing: 'Der Export wird vorbereitet…',
  done: 'Der Export wurde heruntergeladen.',
  nothing: 'Es gab nichts zu exportieren.',
  failed: 'Der Export konnte nicht erstellt werden.',
};
