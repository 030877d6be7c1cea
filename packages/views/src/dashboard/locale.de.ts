// German for the dashboard: our translation of `dashboardLocale`, typed `DashboardLocale`.
import { plural } from '@vitrine/core';
import type { DashboardLocale } from './locale';

export const dashboardLocaleDe: DashboardLocale = {
  title: 'Übersicht',
  libraryHeading: 'Ihre Bibliothek',
  total: plural({ one: '1 Datei', other: '{n} Dateien' }),
  totalLabel: 'Alle Dateien',
  kinds: {
    image: 'Bilder',
    video: 'Videos',
    audio: 'Audiodateien',
    pdf: 'PDF-Dokumente',
  },
  recentHeading: 'Zuletzt hinzugefügt',
  added: 'Hinzugefügt am {date}',
  empty: 'Noch keine Dateien.',
  emptyHint: 'Laden Sie Dateien in einen Ordner hoch, dann erscheinen sie hier.',
  loadFailed: 'Die Übersicht konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  disabledMessage:
    'Die Übersicht ist ausgeschaltet. Wählen Sie einen Ordner, ein Set oder eine logische Ansicht, um die Dateien zu sehen.',
  showAllFiles: 'Alle Dateien anzeigen',
};
