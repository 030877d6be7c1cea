// Every string the reference app shows, in one typed object (CONTRIBUTING.md). `{name}`
// placeholders are filled by `format`. The app is
// a host of the widgets and follows the same one locale path: its strings are a locale part (`app`)
// with English here and German in locale.de.ts, read through `useAppLocale()` under the provider,
// whose language the app picks from the browser (`browserLanguage`).
import { pickBundledLanguage } from '@vitrine/core';
import { defineLocalePart, useLocalePart } from '@vitrine/ui';
import type { AdminLocale } from './admin/locale';
import { appLocaleDe } from './locale.de';
import type { ViewName } from './routes/match';

/** The English strings of the reference app. */
export const appLocale = {
  appName: 'Vitrine',
  skipToContent: 'Skip to content',
  demoBadge: 'Demo data',
  demoBadgeHint: 'This app runs on built-in demo data; nothing is saved to a server.',
  loading: 'Loading…',
  treePanelLabel: 'Library tree',
  treePanel: {
    /** The banner's show/hide button (aria-expanded says which). */
    toggle: 'Library tree',
    /** The close button of the drawer the panel becomes on narrow windows (spec 000 §9). */
    close: 'Close the library tree',
    /** The splitter between the tree panel and the content (WAI-ARIA window splitter). */
    resize: 'Resize the library tree',
    widthText: '{width} pixels wide',
    sections: {
      folders: 'Folders',
      logical: 'Logical views',
      quickAccess: 'Quick access',
    },
  },
  /** Signing in, signing out and an expired session (issue 5; server builds only). The wording is ours. */
  session: {
    signInTitle: 'Sign in',
    signInHeading: 'Sign in to Vitrine',
    // The form, its notices and the session-ended dialog are @vitrine/ui's (its locale, `session`).
    continueAsGuest: 'Continue as a guest',
    /** The banner's account area. */
    accountLabel: 'Account',
    signedInAs: 'Signed in as {name}',
    browsingAsGuest: 'Browsing as a guest',
    signIn: 'Sign in',
    signOut: 'Sign out',
    signingOut: 'Signing out…',
    /** Opens @vitrine/ui's ChangePasswordDialog (its words are ui's `session` strings). */
    changePassword: 'Change password',
    /** Ends every session of the user, this one included. */
    signOutEverywhere: 'Sign out everywhere',
    /** The super admin's link to the administration pages (issue 13). */
    administration: 'Administration',
    /** The account menu's link to the user's share links (issue 20). */
    myShares: 'My shares',
    signOutFailed: 'Could not sign out. Try again.',
    /** The server did not answer the first question (who is signed in). */
    unreachableHeading: 'Vitrine cannot reach its server',
    unreachableText: 'The server did not answer. Check that it is running, then try again.',
    retry: 'Try again',
  },
  breadcrumbLabel: 'Breadcrumb',
  postSignup: {
    /** Decided wording (docs/reference-app.md): the spec names the panel, not its text. */
    heading: 'Welcome to Vitrine',
    text: 'Your account is ready. Choose a folder, a set or a logical view in the library tree to browse your files.',
    dismiss: 'Dismiss',
    dismissLabel: 'Dismiss the welcome message',
  },
  viewSwitcherLabel: 'Views',
  views: {
    gallery: 'Gallery',
    grid: 'Grid',
    map: 'Map',
    masonry: 'Masonry',
    timeline: 'Timeline',
    wall: 'Flash wall',
    curve: 'Flash carousel',
    body: 'Body',
  } satisfies Record<ViewName, string>,
  titles: {
    dashboard: 'Dashboard',
    all: 'All files',
    /**
     * The search-query route's page (spec 000 §4: all files searched for the text; docs/decisions.md
     * "What the search-query route's page is called"). `{query}`: the text as typed, never markup.
     */
    search: 'Search results for "{query}"',
    /** What a selection is called when its name cannot be read (no such item): never its id. */
    unknown: {
      folder: 'Unknown folder',
      collection: 'Unknown collection',
      set: 'Unknown set',
      logical: 'Unknown logical view',
    },
    background: 'Background',
    public: 'Public page',
    shared: 'Shared link',
    notFound: 'Page not found',
    /** The administration pages (issue 13; their own strings are admin/locale.ts). */
    admin: {
      people: 'People',
      roles: 'Roles',
      settings: 'Library settings',
      person: 'Person',
      'public-pages': 'Public upload pages',
    },
    /** The permissions pages of spec 001 §2. */
    permissions: {
      folder: 'Folder permissions',
      set: 'Set permissions',
      collection: 'Collection permissions',
    },
    setPassword: 'Set your password',
    /** The signed-in user's share links (issue 20). */
    shares: 'My shares',
  },
  notFoundText: 'There is no page at this address.',
  notFoundLink: 'Go to the start page',
  files: {
    /** The heading of the files' part of the main page (read by assistive technology; not shown). */
    heading: 'Files',
    noSelectionTitle: 'Nothing selected',
    noSelection: 'Choose a folder, set or logical view in the library tree to see its files.',
    loadFailed: 'The files could not be loaded.',
    retry: 'Try again',
  },
  /**
   * The pages with nothing of their own to show yet (spec 000 §2): what the page is and a way on,
   * in product words (issue 14: no placeholder sentence reaches a visitor).
   */
  frames: {
    background: 'There is nothing to see on this page.',
    public: 'This is the public page of this Vitrine library. Nothing is published here at the moment.',
    /** The way on from these pages: the library (a visitor without a session is asked to sign in). */
    toLibrary: 'Go to the library',
  },
  demoPages: {
    label: 'Demo pages',
    intro: 'Routes to try in demo mode:',
    home: 'Start page',
    all: 'All files',
    folder: 'Folder 1',
    collection: 'Collection 1',
    set: 'Set 1',
    logicalDate: 'Logical view: 2024',
    logicalCity: 'Logical view: France / Bretagne / Rennes',
    dashboard: 'Dashboard',
    background: 'Background',
    publicPage: 'Public page',
    shared: 'Shared link',
    postSignup: 'This page after sign-up (?ps=1)',
  },
  currentSelection: 'Current selection',
  /** The status line after 'Current selection: ' (`{name}`: the item's name, never its id). */
  selection: {
    none: 'Nothing selected',
    all: 'All files',
    folder: '{name} (folder)',
    collection: '{name} (collection)',
    set: '{name} (set)',
    logical: '{name} (logical view)',
    /** Read by assistive technology while the name loads (a skeleton shows). */
    loading: 'Loading the name…',
  },
};

/** The shape of the app's strings. */
export type AppLocale = typeof appLocale;

declare module '@vitrine/ui' {
  interface VitrineLocaleParts {
    /** The reference app's own strings (the administration pages' under `admin`). */
    app: AppLocale & { admin: AdminLocale };
  }
}

/** The app's strings as a locale part: English and German, overridable under `app`. */
export const appLocalePart = defineLocalePart(['app'], { en: appLocale, de: appLocaleDe });

/** The app's strings in the provider's language. */
export function useAppLocale(): AppLocale {
  return useLocalePart(appLocalePart);
}

/**
 * The language the app runs in: the first of the browser's preferred languages with a bundled
 * catalogue ('de-AT' for a browser set to Austrian German), English when none has one.
 */
export function browserLanguage(
  browser: Pick<Navigator, 'language' | 'languages'> | null = globalThis.navigator ?? null,
): string {
  if (!browser) return 'en';
  return pickBundledLanguage(browser.languages?.length ? browser.languages : [browser.language]);
}

/** Fills `{name}` placeholders; a missing value leaves the placeholder as is. */
export function format(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
