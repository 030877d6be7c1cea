// German for the thumbnail actions: our translation of `thumbnailLocale`, typed `ThumbnailLocale`.
import type { ThumbnailLocale } from './locale';

export const thumbnailLocaleDe: ThumbnailLocale = {
  label: 'Vorschaubild',
  useFrame: 'Dieses Bild als Vorschaubild verwenden',
  upload: 'Vorschaubild hochladen',
  picker: 'Bild für das Vorschaubild (JPEG, PNG, WebP oder GIF)',
  working: 'Vorschaubild wird geändert…',
  changed: 'Das Vorschaubild wurde geändert.',
  failed: 'Das Vorschaubild konnte nicht geändert werden.',
  notAPicture: 'Das Vorschaubild muss ein JPEG-, PNG-, WebP- oder GIF-Bild sein.',
  tooLarge: 'Das Vorschaubild darf höchstens 5 MB und 50 Megapixel groß sein.',
};
