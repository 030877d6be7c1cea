// German for the map view: our translation of `mapLocale`, typed `MapLocale`.
import { plural } from '@vitrine/core';
import type { MapLocale } from './locale';

export const mapLocaleDe: MapLocale = {
  viewLabel: 'Karte',
  noApiKey:
    'Die Karte ist nicht verfügbar, weil kein Google-Maps-API-Schlüssel eingerichtet ist. Die Dateien mit einem Ort sind unten aufgelistet.',
  loadFailed: 'Die Karte konnte nicht geladen werden. Die Dateien mit einem Ort sind unten aufgelistet.',
  loading: 'Die Karte wird geladen…',
  listHeading: plural({ one: '1 Datei mit Ort', other: '{n} Dateien mit Ort' }),
  noLocatedFiles: 'Keine dieser Dateien hat einen Ort.',
  noLocatedFilesHint:
    'Eine Datei erscheint auf der Karte, sobald ihre Metadaten eine GPS-Position enthalten.',
  coordinates: 'Breite {lat}, Länge {lng}',
  open: '{name} öffnen',
  position: {
    hint: 'Klicken Sie in die Karte oder ziehen Sie die Markierung, um die Position festzulegen.',
    marker: 'Die Position',
    loadFailed:
      'Die Karte konnte nicht geladen werden. Geben Sie die Position als Breiten- und Längengrad ein.',
  },
};
