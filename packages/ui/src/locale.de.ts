// The German strings of @vitrine/ui: our translation of `uiLocale` (locale.ts), typed `UiLocale`
// so a key added there and missing here is a type error.
import type { UiLocale } from './locale';

export const uiLocaleDe: UiLocale = {
  confirm: 'OK',
  cancel: 'Abbrechen',
  confirmTitle: 'Bitte bestätigen',
  dismiss: 'Schließen',
  notification: 'Benachrichtigung',
  notifications: 'Benachrichtigungen ({hotkey})',
  retry: 'Erneut versuchen',
  somethingWentWrong: 'Etwas ist schiefgelaufen',
  kind: {
    success: 'Erfolg',
    info: 'Information',
    warning: 'Warnung',
    error: 'Fehler',
  },
};
