// German for the trees' shared strings (their error states): our translation of `treeLocale`.
import type { TreeLocale } from './locale';

export const treeLocaleDe: TreeLocale = {
  setsLoadFailed: 'Die Liste „{set}“ konnte nicht geladen werden.',
  logicalLoadFailed: 'Die logischen Ansichten konnten nicht geladen werden.',
  logicalNodeLoadFailed: '„{name}“ konnte nicht geladen werden.',
  pinnedLoadFailed: 'Die angehefteten Einträge konnten nicht geladen werden.',
  setPermissions: 'Berechtigungen…',
};
