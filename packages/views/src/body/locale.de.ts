// German for the body view: our translation of `bodyViewLocale`, typed `BodyViewLocale`.
import { topMenuLocaleDe } from '../top-menu/locale.de';
import type { BodyViewLocale } from './locale';

export const bodyViewLocaleDe: BodyViewLocale = {
  label: 'Dateien',
  loadFailed: 'Die Dateien konnten nicht geladen werden.',
  loadMoreFailed: 'Weitere Dateien konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  loadMore: 'Weitere Dateien laden',
  noResults: topMenuLocaleDe.noResults,
  uploadShortcut: topMenuLocaleDe.uploadShortcut,
};
