// The top menu's actions (spec 000 §2 "Top menu") and the permission each needs (spec 000 §6,
// spec 001 §6) as plain data, and the one function that decides what the menu shows. Pure: no React.
import type { PermissionName } from '@vitrine/ui';

/** An action of the top menu, in the spec's order. */
export const TOP_MENU_ACTIONS = [
  'upload',
  'download',
  'report',
  'share',
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

/** Where the menu is: what the permissions are asked for. */
export type TopMenuPlace = 'folder' | 'set' | 'other';

/** An action's rule. */
export interface TopMenuActionRule {
  /** The permission asked for the selected folder, or set (null: none needed). */
  folder: PermissionName | null;
  set: PermissionName | null;
  /** It works on the selected files: disabled (with a reason) while none is selected. */
  needsSelection: boolean;
}

/**
 * spec 000 §6, spec 001 §6. Where the spec names no permission we decided (docs: views README):
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
  upload: { folder: 'webUpload', set: null, needsSelection: false },
  download: { folder: 'download', set: 'images.download', needsSelection: true },
  report: { folder: 'download', set: 'images.download', needsSelection: true },
  share: { folder: 'share.link', set: 'share.link', needsSelection: true },
  delete: { folder: 'delete', set: null, needsSelection: true },
  exclude: { folder: null, set: 'images.delete', needsSelection: true },
  regenerateThumbnails: { folder: 'editData', set: 'editData', needsSelection: true },
  recognizeObjects: { folder: 'editData', set: 'editData', needsSelection: true },
  fileSidebar: { folder: null, set: null, needsSelection: false },
};

/** The permission names asked for a place (each once). */
export function permissionsFor(place: TopMenuPlace): PermissionName[] {
  if (place === 'other') return [];
  const names = TOP_MENU_ACTIONS.map((action) => TOP_MENU_RULES[action][place]).filter(
    (name): name is PermissionName => name !== null,
  );
  return [...new Set(names)];
}

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
}

/** One action as the menu shows it. */
export interface TopMenuActionState {
  action: TopMenuAction;
  /** 'no-selection' when it needs selected files and none is selected. */
  disabledReason: 'no-selection' | null;
}

/**
 * The shown actions, in the spec's order: wired by the host, allowed (the host's answer, else the
 * permission the rule names for the place; an action whose rule names none for this place is not
 * offered there, except the sidebar toggle), and disabled with a reason while a selection is needed.
 */
export function topMenuActions(input: TopMenuActionsInput): TopMenuActionState[] {
  return TOP_MENU_ACTIONS.filter((action) => {
    if (!input.wired.has(action)) return false;
    if (action === 'recognizeObjects' && input.recognitionEnabled !== true) return false;
    if (action === 'exclude' && input.isGuest) return false;
    const override = input.overrides?.[action];
    if (override !== undefined) return override;
    if (action === 'fileSidebar') return true;
    if (input.place === 'other') return false;
    const name = TOP_MENU_RULES[action][input.place];
    return name !== null && input.granted(name) === true;
  }).map((action) => ({
    action,
    disabledReason:
      TOP_MENU_RULES[action].needsSelection && input.selectedCount === 0 ? 'no-selection' : null,
  }));
}
