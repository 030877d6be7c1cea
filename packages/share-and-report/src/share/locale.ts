// The sharing side's own words (issue 20): the share dialog, "My shares" and the shared page. The
// spec's messages ('Your sharing link has been copied to the clipboard', 'Failed to share images'
// with the error, 'Something went wrong') are @vitrine/core's `sharing.*`, word for word; the labels
// here are decided. Hosts override any of these with a partial `locale` (STYLE habit 8), or the
// provider's `locale={{ shareLinks: … }}`.
import { type DeepPartial, plural } from '@vitrine/core';
import { defineLocalePart, resolveLocalePart, useLocalePart } from '@vitrine/ui';
import { sharingLocaleDe } from './locale.de';

/** The English strings of the sharing side. */
export const sharingLocale = {
  dialog: {
    /** The dialog's title. */
    title: 'Share',
    /** Under the title: how many files the link shares. */
    description: plural({ one: 'A link to the selected file.', other: 'A link to the {n} selected files.' }),
    linkTitle: 'Title',
    linkTitleHint: 'Visitors see it above the files.',
    friendly: 'Make the address from the title',
    /** The address preview when the title makes one: {slug} the readable part. */
    addressPreview: 'Address: …/shared/{slug}-…',
    /** The address preview otherwise. */
    addressRandom: 'Address: a random one',
    /** Why the title makes no address (spec 000 §5: at least 4 characters). */
    friendlyNeedsTitle: 'A title of at least {n} characters makes a readable address.',
    expiry: 'Expires',
    expiryDay: 'Day',
    expiryTime: 'Time',
    expiryHint: 'Every half hour; not in the past.',
    /** A day without any time left (a past one). */
    expiryDayInvalid: 'Choose a day from today on.',
    flags: 'Visitors may',
    allowedToDownloadImages: 'Download the files',
    allowedToRepresentSlideshow: 'Play a slideshow',
    allowedToShowInfo: 'See the information panel',
    showInfoPanelOnFirstLoad: 'Open the information panel at first',
    password: 'Password (optional)',
    passwordHint: 'Visitors must type it to open the link.',
    share: 'Share and copy the link',
    sharing: 'Sharing…',
    cancel: 'Cancel',
    close: 'Close',
    /** The clipboard refused: the link is shown to copy by hand. */
    copyByHand: 'The link could not be copied. Copy it from here:',
    link: 'Link',
    /** Some files may not be shared: {n} of them. */
    notAllowed: plural({
      one: 'One selected file may not be shared and is left out.',
      other: '{n} selected files may not be shared and are left out.',
    }),
  },
  mine: {
    title: 'My shares',
    description: 'The links you have shared, with how often they were opened and downloaded.',
    loading: 'Loading your links…',
    loadFailed: 'Your links could not be loaded.',
    retry: 'Try again',
    empty: 'You have not shared any links yet.',
    emptyHint: 'Select files and choose Share to make one.',
    columns: {
      title: 'Link',
      files: 'Files',
      views: 'Views',
      downloads: 'Downloads',
      expiry: 'Expires',
      status: 'Status',
      actions: 'Actions',
    },
    untitled: 'Untitled link',
    status: { live: 'Open', expired: 'Expired', revoked: 'Revoked' },
    password: 'Password',
    noExpiry: 'Never',
    copy: 'Copy link',
    /** The copy button's accessible name: {title} the link's. */
    copyLabel: 'Copy link: {title}',
    changeExpiry: 'Change expiry',
    changeExpiryLabel: 'Change expiry: {title}',
    saveExpiry: 'Save',
    cancel: 'Cancel',
    expirySaved: 'The expiry has been changed.',
    expiryFailed: 'The expiry could not be changed.',
    revoke: 'Revoke',
    revokeLabel: 'Revoke: {title}',
    revokeTitle: 'Revoke this link?',
    revokeMessage: 'Revoke "{title}"? It stops opening at once, for everyone who has it.',
    revoked: 'The link has been revoked.',
    revokeFailed: 'The link could not be revoked.',
  },
  people: {
    title: 'Share with people',
    /** {folder}: the folder's name. */
    description: 'Give people access to the folder {folder}.',
    person: 'Name or e-mail',
    personHint: 'Pick someone from the list, or type the e-mail address of someone new.',
    /** The list of people suggested as one types. */
    suggestions: 'People',
    share: 'Share',
    close: 'Close',
    unknown: 'Nobody has this name. Type an e-mail address to add someone new.',
    promptTitle: 'Add by e-mail?',
    /** The add-by-email prompt: {email} and {folder}. */
    prompt: '{email} is not a user yet. Add them by e-mail, with access to the folder {folder}?',
    add: 'Add',
    /** {name}: a person of the users list given the folder. */
    shared: '{name} can now see this folder.',
    /** {name}: the person added; an invitation mail with a link to choose a password went out. */
    addedInvited: '{name} has been added and was e-mailed a link to choose a password.',
    /** {name}: the person added; the server sends no mail. */
    addedNoMail: '{name} has been added. An administrator must send them a password link.',
    /** {name}: the person added; the mail server refused the invitation. */
    addedMailFailed:
      '{name} has been added, but the invitation could not be e-mailed. An administrator must send them a password link.',
    addFailed: 'The person could not be added.',
    shareFailed: 'The folder could not be shared.',
    withAccess: 'People with access',
    nobody: 'Nobody has been given this folder here yet.',
    loadFailed: 'The people with access could not be loaded.',
    /** {name}: who gave the access. */
    sharedBy: 'shared by {name}',
    remove: 'Remove',
    /** The remove button's name: {name} the person. */
    removeLabel: 'Remove {name}',
    /** {name}: the person whose access was taken back. */
    removed: '{name} no longer has access to this folder.',
    removeFailed: 'The access could not be removed.',
  },
  page: {
    loading: 'Opening the shared link…',
    passwordTitle: 'This link is protected',
    password: 'Password',
    open: 'Open',
    opening: 'Opening…',
    /** 429: {n} the seconds to wait, or without a number. */
    throttled: plural({
      one: 'Too many attempts. Try again in 1 second.',
      other: 'Too many attempts. Try again in {n} seconds.',
    }),
    throttledNoWait: 'Too many attempts. Try again later.',
    /** The heading of an unnamed share. */
    untitled: 'Shared files',
    /** How many files the link shows. */
    count: plural({ one: '1 file', other: '{n} files' }),
    downloadAll: 'Download all',
    preparing: 'Preparing the download…',
    downloadFailed: 'The download could not be prepared.',
    libraryLink: 'Go to the library',
  },
};

/** The shape of {@link sharingLocale}. */
export type SharingLocale = typeof sharingLocale;

/** A partial override of {@link sharingLocale}. */
export type SharingLocaleOverrides = DeepPartial<SharingLocale>;

declare module '@vitrine/ui' {
  interface VitrineLocaleParts {
    /** @vitrine/share-and-report's sharing side: `locale={{ shareLinks: { dialog: { title: '…' } } }}`. */
    shareLinks: SharingLocale;
  }
}

/** The sharing side's part of the one locale path. */
export const sharingLocalePart = defineLocalePart(['shareLinks'], { en: sharingLocale, de: sharingLocaleDe });

/** The strings in `language` (English by default) with a partial override on top. */
export function resolveSharingLocale(overrides?: SharingLocaleOverrides, language = 'en'): SharingLocale {
  return resolveLocalePart(sharingLocalePart, language, undefined, overrides);
}

/** The strings under the provider: its language and overrides, then the component's `locale`. */
export function useSharingLocale(override?: SharingLocaleOverrides): SharingLocale {
  return useLocalePart(sharingLocalePart, override);
}
