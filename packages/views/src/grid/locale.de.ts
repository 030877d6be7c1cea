// German for the grid view: our translation of `gridLocale`, typed `GridLocale`.
import { plural } from '@vitrine/core';
import type { GridLocale } from './locale';

export const gridLocaleDe: GridLocale = {
  gridLabel: 'Dateien',
  columns: {
    id: 'ID',
    author: 'Autor',
    title: 'Titel',
    subject: 'Betreff',
    keywords: 'Schlagwörter',
    location: 'Ort',
    city: 'Stadt',
    state: 'Bundesland',
    country: 'Land',
    size: 'Größe',
  },
  columnsMenu: 'Spalten',
  columnsMenuLabel: 'Sichtbare Spalten',
  editCell: '{column} von {name} bearbeiten',
  saved: 'Gespeichert',
  cancelled: 'Bearbeitung abgebrochen',
  selected: plural({ one: '{n} Datei ausgewählt', other: '{n} Dateien ausgewählt' }),
  selectionCleared: 'Keine Dateien ausgewählt',
  groupCount: plural({ one: '{n} Datei', other: '{n} Dateien' }),
  empty: 'Keine Dateien vorhanden.',
};
