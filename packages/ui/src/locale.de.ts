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
  session: {
    userName: 'Benutzername',
    password: 'Passwort',
    submit: 'Anmelden',
    submitting: 'Anmeldung läuft…',
    userNameMissing: 'Geben Sie Ihren Benutzernamen ein.',
    passwordMissing: 'Geben Sie Ihr Passwort ein.',
    invalidCredentials: 'Benutzername oder Passwort ist falsch.',
    signInFailed: 'Die Anmeldung ist fehlgeschlagen. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    noticeExpired: 'Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an, um fortzufahren.',
    noticeSignedOut: 'Sie haben sich abgemeldet.',
    expiredHeading: 'Ihre Sitzung ist abgelaufen',
    expiredText:
      'Melden Sie sich erneut an, um dort weiterzumachen, wo Sie waren. Diese Seite und alle Ihre Eingaben bleiben erhalten.',
    guestEndedHeading: 'Anmelden, um fortzufahren',
    guestEndedText: 'Der Gastzugang ist beendet. Melden Sie sich an, um dort weiterzumachen, wo Sie waren.',
  },
};
