// German for the top menu: our translation of `topMenuLocale`, typed `TopMenuLocale`.
import { plural } from '@vitrine/core';
import { viewsLocaleDe } from '../locale.de';
import type { TopMenuLocale } from './locale';

export const topMenuLocaleDe: TopMenuLocale = {
  toolbarLabel: 'Dateiaktionen',
  groups: {
    browse: 'Durchsuchen',
    view: 'Ansicht',
    filters: 'Filter',
    actions: 'Aktionen für die ausgewählten Dateien',
  },
  sortBy: 'Sortierung: {value}',
  sortByLabel: 'Sortieren nach',
  order: 'Reihenfolge: {value}',
  orderLabel: 'Reihenfolge',
  groupResults: 'Ergebnisse gruppieren',
  hideSubstructure: 'Unterordner ausblenden',
  view: 'Ansicht: {value}',
  viewLabel: 'Ansicht',
  views: {
    gallery: 'Galerie',
    masonry: 'Mosaik',
    grid: 'Tabelle',
    map: 'Karte',
    timeline: 'Zeitleiste',
    wall: 'Bilderwand',
    carousel: 'Karussell',
  },
  actions: {
    upload: 'Hochladen',
    download: 'Herunterladen',
    report: 'PDF-Bericht',
    share: 'Freigeben',
    delete: 'Löschen',
    exclude: 'Ausschließen',
    regenerateThumbnails: 'Vorschaubilder neu erzeugen',
    recognizeObjects: 'Objekte erkennen',
    fileSidebar: 'Dateiseitenleiste',
  },
  needsSelection: 'Wählen Sie zuerst eine oder mehrere Dateien aus',
  toggleOn: '{label} (an)',
  selectionBar: {
    label: 'Ausgewählte Dateien',
    count: plural({ one: '1 ausgewählt', other: '{n} ausgewählt' }),
    clear: 'Auswahl aufheben',
  },
  dismissBanner: 'Schließen',
  noResults: 'Keine Dateien gefunden.',
  noResultsHint: 'Versuchen Sie weniger Filter, einen anderen Ordner oder andere Suchwörter.',
  uploadShortcut: 'Dateien hochladen',
  filters: 'Filter',
  filtersActive: plural({ one: 'Filter (1)', other: 'Filter ({n})' }),
  filtersActiveLabel: plural({ one: '1 Filteroption aktiv', other: '{n} Filteroptionen aktiv' }),
  clearFilters: 'Filter zurücksetzen',
  filterNames: { ...viewsLocaleDe.search.filters },
  filterOptions: {
    fileFormat: { image: 'Bild', video: 'Video', audio: 'Audio', pdf: 'PDF', other: 'Sonstige' },
    orientation: {
      landscape: 'Querformat',
      portrait: 'Hochformat',
      square: 'Quadratisch',
      none: 'Unbekannt',
    },
    expirationDate: {
      none: 'Kein Ablaufdatum',
      valid: 'Nicht abgelaufen',
      expiringSoon: 'Läuft bald ab',
      expired: 'Abgelaufen',
    },
    brandingStatus: { onBrand: 'Markenkonform', offBrand: 'Nicht markenkonform' },
  },
};
