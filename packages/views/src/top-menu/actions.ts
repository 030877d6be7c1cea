// The top menu's actions (spec 000 §2 "Top menu") and the permission each needs (spec 000 §6,
// spec 001 §6) as plain data, and the one function that decides what the menu shows. Pure: no React.
import type { PermissionName } from '@vitrine/ui';

/** An action of the top menu, in the spec's order. */
export const TOP_MENU_ACTIONS = [
  'upload',
  'download',
  'downloadWithFolders',
  'exportCsv',
  'export',
  'report',
  'share',
  'moveToFolder',
  'addToSet',
  'delete',
  'exclude',
  'regenerateThumbnails',
  'recognizeObjects',
  'fileSidebar',
] as const;

/** One action of {@link TOP_MENU_ACTIONS}. */
export type TopMenuAction = (typeof TOP_MENU_ACTIONS)[number];

/** The views the switcher may offer (spec 000 §1, §2: gallery, grid, masonry, map, timeline, wall, carousel). */
export const TOP_MENU_VIEWS = ['gallery', 'masonry', 'grid', 'map', 'timeline', 'wall', 'carousel'] as const;

/** A view of the switcher. */
export type TopMenuView = (typeof TOP_MENU_VIEWS)[number];

/**
 * Where the menu is: what the permissions are asked for. 'other': all files and the logical views
 * (spec 000 §4), where no folder or set holds the files.
 */
export type TopMenuPlace = 'folder' | 'set' | 'other';

/**
 * What an action needs at a place: a permission asked for the selected folder or set; 'each-file'
 * when it is offered there and the permission is checked per file (spec 000 §5 "Downloading many
 * files needs download permission for each"; spec 001 §6 "Multi-select: edit and delete are checked
 * per image id"; the server refuses the files the user may not change); null: not offered there.
 */
export type TopMenuPlaceRule = PermissionName | 'each-file' | null;

/** An action's rule. */
export interface TopMenuActionRule {
  /** What it needs in a folder, in a set, and elsewhere (all files, a logical view). */
  folder: TopMenuPlaceRule;
  set: TopMenuPlaceRule;
  other: TopMenuPlaceRule;
  /** It works on the selected files: disabled (with a reason) while none is selected. */
  needsSelection: boolean;
}

/**
 * spec 000 §6, spec 001 §6. Where the spec names no permission we decided (docs: views README).
 * All files and the logical views (issue 15: "a user browsing by date cannot download or export")
 * offer every action on files that is checked per file; upload, exclude and share (a folder's or
 * set's link) stay where their folder or set is.
 * - move to a folder: 'edit' on the folder shown (moving a file out changes its folder); elsewhere
 *   each file's (the server answers the files it could not move, spec 001 §7 failedImageIds);
 * - add to a set: each file (the set's own permission is the server's to check);
 * - download with the folder structure, the CSV export and Export… (the host's export dialog: zip,
 *   zip with folders or CSV, issue 20): as download;
 * - upload: 'webUpload' on the folder (spec 000 §5 "Upload needs a selected folder with upload
 *   allowed"); never inside a set or a logical view;
 * - download and the PDF report: 'download' on the folder, 'images.download' in a set (spec 001 §6
 *   "Download permission comes from the folder, or from the set");
 * - share: 'share.link' ("enables sharing");
 * - delete: 'delete' on the folder; exclude: 'images.delete' in a set, only in a set;
 * - regenerate thumbnails and recognize objects: 'editData' (spec 001 §6: recognition needs edit
 *   permission; regenerating changes the files' renditions);
 * - the file sidebar toggle needs nothing.
 */
export const TOP_MENU_RULES: Readonly<Record<TopMenuAction, TopMenuActionRule>> = {
  upload: { folder: 'webUpload', set: null, other: null, needsSelection: false },
  download: { folder: 'download', set: 'images.download', other: 'each-file', needsSelection: true },
  downloadWithFolders: {
    folder: 'download',
    set: 'images.download',
    other: 'each-file',
    needsSelection: true,
  },
  exportCsv: { folder: 'download', set: 'images.download', other: 'each-file', needsSelection: true },
  export: { folder: 'download', set: 'images.download', other: 'each-file', needsSelection: true },
  report: { folder: 'download', set: 'images.download', other: 'each-file', needsSelection: true },
  share: { folder: 'share.link', set: 'share.link', other: null, needsSelection: true },
  moveToFolder: { folder: 'edit', set: 'each-file', other: 'each-file', needsSelection: true },
  addToSet: { folder: 'each-file', set: 'each-file', other: 'each-file', needsSelection: true },
  delete: { folder: 'delete', set: null, other: 'each-file', needsSelection: true },
  exclude: { folder: null, set: 'images.delete', other: null, needsSelection: true },
  regenerateThumbnails: { folder: 'editData', set: 'editData', other: 'each-file', needsSelection: true },
  recognizeObjects: { folder: 'editData', set: 'editData', other: 'each-file', needsSelection: true },
  fileSidebar: { folder: null, set: null, other: null, needsSelection: false },
};

/** The permission names asked for a place (each once). */
export function permissionsFor(place: TopMenuPlace): PermissionName[] {
  const names = TOP_MENU_ACTIONS.map((action) => TOP_MENU_RULES[action][place]).filter(
    (name): name is PermissionName => name !== null && name !== 'each-file',
  );
  return [...new Set(names)];
}

/**
 * The server features an action needs (openapi.yml ServerFeature): a server that lacks one lists it
 * in the configuration's unavailableFeatures, and the action is not offered (issue 15).
 */
export const TOP_MENU_FEATURES: Readonly<Partial<Record<TopMenuAction, string>>> = {
  recognizeObjects: 'recognition',
  share: 'sharing',
  report: 'reports',
};

/** What decides the menu's actions. */
export interface TopMenuActionsInput {
  place: TopMenuPlace;
  /** The answer for a permission name (undefined while unknown: hidden). */
  granted: (name: PermissionName) => boolean | undefined;
  /** The host's own answers per action; they win over the permissions. */
  overrides?: Partial<Record<TopMenuAction, boolean>> | undefined;
  /** The actions the host wired (a callback given). */
  wired: ReadonlySet<TopMenuAction>;
  selectedCount: number;
  /** Global setting: object recognition enabled (spec 001 §6). */
  recognitionEnabled?: boolean | undefined;
  /** spec 001 §6: exclude-from-set is hidden for guests. */
  isGuest?: boolean | undefined;
  /** The server features the configuration says are missing (AdvancedConfig.unavailableFeatures). */
  unavailableFeatures?: readonly string[] | undefined;
  /**
   * An action whose permission is not answered yet is shown, disabled ('pending'), instead of
   * hidden: the files' context menu, which may open before the answers arrive (the tree's rows do
   * the same). Default false: a bar shows an action once it is allowed.
   */
  showPending?: boolean | undefined;
}

/** One action as the menu shows it. */
export interface TopMenuActionState {
  action: TopMenuAction;
  /**
   * 'pending' while its permission is on its way (only with `showPending`); 'no-selection' when it
   * needs selected files and none is selected.
   */
  disabledReason: 'pending' | 'no-selection' | null;
}

/**
 * The shown actions, in the spec's order: wired by the host, not needing a feature the server lacks,
 * allowed (the host's answer, else the rule for the place: the permission it names, or offered with
 * each file checked; an action whose rule offers nothing at this place is not there, except the
 * sidebar toggle), and disabled with a reason while a selection is needed.
 */
export function topMenuActions(input: TopMenuActionsInput): TopMenuActionState[] {
  /** Whether the action waits for its permission's answer (no host override, a permission rule). */
  const pending = (action: TopMenuAction): boolean => {
    if (input.overrides?.[action] !== undefined) return false;
    const rule = TOP_MENU_RULES[action][input.place];
    return rule !== null && rule !== 'each-file' && input.granted(rule) === undefined;
  };
  return TOP_MENU_ACTIONS.filter((action) => {
    if (!input.wired.has(action)) return false;
    const feature = TOP_MENU_FEATURES[action];
    if (feature !== undefined && input.unavailableFeatures?.includes(feature)) return false;
    if (action === 'recognizeObjects' && input.recognitionEnabled !== true) return false;
    if (action === 'exclude' && input.isGuest) return false;
    const override = input.overrides?.[action];
    if (override !== undefined) return override;
    if (action === 'fileSidebar') return true;
    const rule = TOP_MENU_RULES[action][input.place];
    if (rule === null) return false;
    return (
      rule === 'each-file' || input.granted(rule) === true || (input.showPending === true && pending(action))
    );
  }).map((action) => ({
    action,
    disabledReason:
      input.showPending && pending(action)
        ? 'pending'
        : TOP_MENU_RULES[action].needsSelection && input.selectedCount === 0
          ? 'no-selection'
          : null,
  }));
}
