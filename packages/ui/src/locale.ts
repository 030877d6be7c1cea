// The strings @vitrine/ui itself shows around the spec's messages (buttons, labels). The spec quotes
// none of them, so their wording is decided here (docs/decisions.md); hosts override them through the
// provider's `locale` prop under `ui`, like any other key (STYLE habit 8). English is here and is the
// shape; German is in locale.de.ts, typed `UiLocale` (add a key to both).
import { type createTranslator, type DeepPartial, plural } from '@vitrine/core';
import { defineLocalePart, resolveLocalePart, type VitrineLocaleOverrides } from './i18n/parts';
import { uiLocaleDe } from './locale.de';
import type { ToastKind } from './toast/toast-store';

export type { VitrineLocaleOverrides };

/** The English strings of @vitrine/ui. */
export const uiLocale = {
  /** Default label of the confirm button of a confirm dialog. */
  confirm: 'OK',
  /** Default label of the cancel button of a confirm dialog. */
  cancel: 'Cancel',
  /** Accessible name of a confirm dialog that has no title of its own. */
  confirmTitle: 'Please confirm',
  /** Accessible name of a toast's close button. */
  dismiss: 'Dismiss',
  /** Spoken before each announced toast. */
  notification: 'Notification',
  /** Accessible name of the toast region; {hotkey} is the key that focuses it (F8). */
  notifications: 'Notifications ({hotkey})',
  /** The button of a widget's error state (<ErrorState>) that asks for its data again. */
  retry: 'Try again',
  /** The button of a <Toolbar> that holds the actions that do not fit (its name and tooltip). */
  moreActions: 'More actions',
  /** spec 000 §8: shown when an error has neither a server message nor a fallback message. */
  somethingWentWrong: 'Something went wrong',
  /** Spoken before a toast's message so its kind is not told by colour alone. */
  kind: {
    success: 'Success',
    info: 'Information',
    warning: 'Warning',
    error: 'Error',
  } satisfies Record<ToastKind, string>,
  /**
   * Signing in and a session that ends (<SignIn>, <SessionEndedDialog>). The spec shows no sign-in,
   * so the wording is ours; the server's own message is shown when it sends one (spec 000 §8).
   */
  session: {
    userName: 'User name',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    /** The form's own checks, before anything is sent. */
    userNameMissing: 'Enter your user name.',
    passwordMissing: 'Enter your password.',
    /** A 401 without a server message. */
    invalidCredentials: 'Invalid user name or password.',
    /** Any other failure (no answer, 5xx) without a server message. */
    signInFailed: 'Could not sign in. Check your connection and try again.',
    /** Above the form: why it is shown. */
    noticeExpired: 'Your session has expired. Sign in again to continue.',
    noticeSignedOut: 'You have signed out.',
    /** The dialog over the page when a call answers 401 while signed in. */
    expiredHeading: 'Your session has expired',
    expiredText:
      'Sign in again to carry on where you were. This page and everything you typed stay as they are.',
    /** The same dialog when the guest loses access (guest access was turned off). */
    guestEndedHeading: 'Sign in to continue',
    guestEndedText: 'Guest access has ended. Sign in to carry on where you were.',
    /** Sign-in held back (429: too many failed attempts), without and with the wait the server gave. */
    throttled: 'Too many sign-in attempts. Wait a moment, then try again.',
    throttledSeconds: plural({
      one: 'Too many sign-in attempts. Try again in {n} second.',
      other: 'Too many sign-in attempts. Try again in {n} seconds.',
    }),
    throttledMinutes: plural({
      one: 'Too many sign-in attempts. Try again in {n} minute.',
      other: 'Too many sign-in attempts. Try again in {n} minutes.',
    }),
    /** <ChangePasswordDialog>. */
    changePasswordHeading: 'Change password',
    changePasswordText: 'You stay signed in here; everywhere else you are signed out.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    repeatPassword: 'Repeat the new password',
    changePasswordSubmit: 'Change password',
    changePasswordSubmitting: 'Changing…',
    currentPasswordMissing: 'Enter your current password.',
    wrongCurrentPassword: 'The current password is not correct.',
    newPasswordTooShort: 'The new password must have at least {n} characters.',
    newPasswordTooLong: 'The new password may have at most {n} characters.',
    newPasswordSame: 'The new password must differ from the current one.',
    passwordsDiffer: 'The two new passwords are not the same.',
    changePasswordFailed: 'Could not change the password. Check your connection and try again.',
    passwordChanged: 'Your password has been changed. You are signed out everywhere else.',
  },
};

/** The shape of {@link uiLocale}. */
export type UiLocale = typeof uiLocale;

/** A partial override of the core locale (what `createTranslator` accepts). */
export type CoreLocaleOverrides = NonNullable<Parameters<typeof createTranslator>[0]>;

/** The `ui` part of the one locale path: `locale={{ ui: { cancel: '…' } }}` on the provider. */
export const uiLocalePart = defineLocalePart(['ui'], { en: uiLocale, de: uiLocaleDe });

/** @vitrine/ui's strings in `language` (English by default) with a partial override on top. */
export function resolveUiLocale(overrides?: DeepPartial<UiLocale>, language = 'en'): UiLocale {
  return resolveLocalePart(uiLocalePart, language, undefined, overrides);
}
