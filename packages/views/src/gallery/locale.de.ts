// German for the gallery, the masonry and their thumbnails: our translation of `galleryLocale`.
import { plural } from '@vitrine/core';
import type { GalleryLocale } from './locale';

export const galleryLocaleDe: GalleryLocale = {
  gridLabel: 'Dateien',
  empty: 'Keine Dateien vorhanden.',
  selected: plural({ one: '{n} Datei ausgewählt', other: '{n} Dateien ausgewählt' }),
  groupCount: plural({ one: '{n} Datei', other: '{n} Dateien' }),
  selectionCleared: 'Keine Dateien ausgewählt',
  thumbnailFailed: 'Vorschaubild fehlgeschlagen',
  expired: 'Abgelaufen',
  expiringSoon: 'Läuft ab am {date}',
  videoProgress: '{label} {percent} %',
  workflowStatus: 'Workflow-Status: {name}',
  onBrand: 'Markenkonform',
  offBrand: 'Nicht markenkonform',
  recognitionAwaiting: 'Erkennung ausstehend',
  recognitionFailed: 'Erkennung fehlgeschlagen',
  version: 'v{n}',
  versionLabel: 'Version {n}',
  externalPreview: 'Externe Vorschau',
  moreBadges: '+{n}',
  moreBadgesLabel: plural({ one: '{n} weiteres Abzeichen: {list}', other: '{n} weitere Abzeichen: {list}' }),
  duration: 'Dauer {time}',
  pageCount: plural({ one: '{n} Seite', other: '{n} Seiten' }),
  fileType: '{extension}-Datei',
  dateTaken: 'Aufgenommen am {date}',
  dateAdded: 'Hinzugefügt am {date}',
};
