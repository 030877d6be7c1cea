// The German strings of @vitrine/ui: our translation of `uiLocale` (locale.ts), typed `UiLocale`
// so a key added there and missing here is a type error.
import { plural } from '@vitrine/core';
import type { UiLocale } from './locale';

export const uiLocaleDe: UiLocale = {
  confirm: 'OK',
  cancel: 'Abbrechen',
  confirmTitle: 'Bitte bestätigen',
  dismiss: 'Schließen',
  notification: 'Benachrichtigung',
  notifications: 'Benachrichtigungen ({hotkey})',
  retry: 'Erneut versuchen',
  moreActions: 'Weitere Aktionen',
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
    throttled: 'Zu viele Anmeldeversuche. Warten Sie einen Moment und versuchen Sie es dann erneut.',
    throttledSeconds: plural({
      one: 'Zu viele Anmeldeversuche. Versuchen Sie es in {n} Sekunde erneut.',
      other: 'Zu viele Anmeldeversuche. Versuchen Sie es in {n} Sekunden erneut.',
    }),
    throttledMinutes: plural({
      one: 'Zu viele Anmeldeversuche. Versuchen Sie es in {n} Minute erneut.',
      other: 'Zu viele Anmeldeversuche. Versuchen Sie es in {n} Minuten erneut.',
    }),
    changePasswordHeading: 'Passwort ändern',
    changePasswordText: 'Hier bleiben Sie angemeldet, überall sonst werden Sie abgemeldet.',
    currentPassword: 'Aktuelles Passwort',
    newPassword: 'Neues Passwort',
    repeatPassword: 'Neues Passwort wiederholen',
    changePasswordSubmit: 'Passwort ändern',
    changePasswordSubmitting: 'Wird geändert…',
    currentPasswordMissing: 'Geben Sie Ihr aktuelles Passwort ein.',
    wrongCurrentPassword: 'Das aktuelle Passwort ist nicht richtig.',
    newPasswordTooShort: 'Das neue Passwort muss mindestens {n} Zeichen haben.',
    newPasswordTooLong: 'Das neue Passwort darf höchstens {n} Zeichen haben.',
    newPasswordSame: 'Das neue Passwort muss sich vom aktuellen unterscheiden.',
    passwordsDiffer: 'Die beiden neuen Passwörter stimmen nicht überein.',
    changePasswordFailed:
      'Das Passwort konnte nicht geändert werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    passwordChanged: 'Ihr Passwort wurde geändert. Überall sonst sind Sie abgemeldet.',
  },
};
