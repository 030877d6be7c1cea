// German for the wall and the carousel: our translation of `flashLocale`, typed `FlashLocale`.
import type { FlashLocale } from './locale';

export const flashLocaleDe: FlashLocale = {
  wallLabel: 'Bilderwand',
  carouselLabel: 'Bilderkarussell',
  carouselRole: 'Karussell',
  slideRole: 'Folie',
  slideLabel: '{n} von {total}',
  previous: 'Vorheriges Bild',
  next: 'Nächstes Bild',
  picker: 'Bild auswählen',
  pickerItem: 'Bild {n}: {name}',
  stopRotation: 'Automatische Diashow anhalten',
  startRotation: 'Automatische Diashow starten',
  empty: 'Keine Bilder vorhanden.',
  emptyHint: 'Wählen Sie einen Ordner oder ein Set mit Bildern.',
  loadFailed: 'Die Bilder konnten nicht geladen werden.',
};
