// German for the views' shared strings (`viewsLocale`): our translation, typed `ViewsLocale`.
import { plural } from '@vitrine/core';
import type { ViewsLocale } from './locale';

export const viewsLocaleDe: ViewsLocale = {
  search: {
    showAll: 'Alle anzeigen',
    pageSize: 'Dateien pro Seite',
    sortBy: 'Sortieren nach',
    order: 'Reihenfolge',
    groupResults: 'Ergebnisse gruppieren',
    hideSubstructure: 'Unterordner ausblenden',
    searchLabel: 'Dateien durchsuchen',
    booleanMode: 'Boolesche Suche',
    loadingMore: 'Weitere Dateien werden geladen…',
    results: plural({ one: '1 Datei', other: '{n} Dateien' }),
    filters: {
      fileFormat: 'Dateiformat',
      orientation: 'Ausrichtung',
      expirationDate: 'Ablaufdatum',
      brandingStatus: 'Markenkonformität',
      workflowStatusesIds: 'Workflow-Status',
    },
    dateFrom: 'Von',
    dateTo: 'Bis',
    minRating: 'Mindestbewertung',
  },
  selection: {
    selected: plural({ one: '1 Datei ausgewählt', other: '{n} Dateien ausgewählt' }),
    none: 'Keine Dateien ausgewählt',
    selectAll: 'Alle auswählen',
    clear: 'Auswahl aufheben',
  },
};
