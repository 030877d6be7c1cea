// The actions of the top menu and of the selection bar, decided once: which are wired, allowed at the
// selected folder or set (spec 000 §6, spec 001 §6; the rules in actions.ts) and disabled, saying why,
// while nothing is selected; each with its icon, words and callback. Both bars draw what this returns.
import {
  IconDownload,
  IconExclude,
  IconFileArchive,
  IconFileText,
  IconFolder,
  IconPanelRight,
  IconRecognize,
  IconRefresh,
  IconSet,
  IconShare,
  IconTable,
  IconTrash,
  IconUpload,
  type PermissionName,
  type PermissionTarget,
  useGlobalSettings,
  usePermission,
} from '@vitrine/ui';
import type { ReactNode } from 'react';
import { useUnavailableFeatures } from '../api/features';
import { permissionsFor, type TopMenuAction, type TopMenuPlace, topMenuActions } from './actions';
import type { TopMenuLocale } from './locale';

/** The callbacks of the actions; an action without one is not shown. */
export interface TopMenuActionHandlers {
  /** Upload: the host opens its uploader for the selected folder (needs webUpload there). */
  onUpload?: (() => void) | undefined;
  /** Download the selected files (the host runs useFileActions' download). */
  onDownload?: (() => void) | undefined;
  /** Download them as a zip that keeps their folders (spec 000 §7 keepFoldersStructure). */
  onDownloadWithFolders?: (() => void) | undefined;
  /** Export their data as CSV (spec 000 §7 export type 4). */
  onExportCsv?: (() => void) | undefined;
  /** Export…: the host opens its export dialog (zip, zip with folders or CSV; issue 20). */
  onExport?: (() => void) | undefined;
  /** The PDF report of the selected files. */
  onReport?: (() => void) | undefined;
  /** Share the selected files (the host opens its share dialog). */
  onShare?: (() => void) | undefined;
  /** Move the selected files: the host opens its folder chooser, then useFileActions' moveToFolder. */
  onMoveToFolder?: (() => void) | undefined;
  /** Add the selected files to a set: the host opens its set chooser, then useFileActions' addToSet. */
  onAddToSet?: (() => void) | undefined;
  /** Delete the selected files (in a folder). */
  onDelete?: (() => void) | undefined;
  /** Exclude the selected files from the set (in a set, instead of delete). */
  onExclude?: (() => void) | undefined;
  /** Regenerate the selected files' thumbnails. */
  onRegenerateThumbnails?: (() => void) | undefined;
  /** Recognize objects in the selected files (shown when recognition is enabled). */
  onRecognizeObjects?: (() => void) | undefined;
  /** The file sidebar toggle: called with the new state. */
  onFileSidebarChange?: ((open: boolean) => void) | undefined;
}

/** What gates the actions: the props the top menu and the selection bar share. */
export interface MenuActionsInput extends TopMenuActionHandlers {
  /** The selected folder or set, whose permissions gate the actions (null: neither). */
  target?: PermissionTarget | null | undefined;
  /** The host's own answers per action (a shared-link page, a host with its own rules); they win. */
  permissions?: Partial<Record<TopMenuAction, boolean>> | undefined;
  /** How many files are selected: actions on files are disabled, with the reason, at 0. */
  selectedCount?: number | undefined;
  /** Object recognition enabled (spec 001 §6); default: the global settings' recognitionEnabled. */
  recognitionEnabled?: boolean | undefined;
  /** Guest access: exclude is hidden (spec 001 §6). */
  isGuest?: boolean | undefined;
  /**
   * The server features missing (actions needing one are not offered); default: the configuration's
   * unavailableFeatures (GET /api/config/advanced).
   */
  unavailableFeatures?: readonly string[] | undefined;
}

/** One action as a bar draws it. */
export interface MenuActionView {
  action: Exclude<TopMenuAction, 'fileSidebar'>;
  label: string;
  icon: ReactNode;
  /** Delete and exclude. */
  danger: boolean;
  /** Why it cannot run now (the words), or null. */
  disabledReason: string | null;
  /** Its permission is on its way (only with `showPending`): shown disabled until it is answered. */
  pending: boolean;
  /** Runs the host's callback (nothing while disabled). */
  run: () => void;
}

const HANDLER_OF: Record<Exclude<TopMenuAction, 'fileSidebar'>, keyof TopMenuActionHandlers> = {
  upload: 'onUpload',
  download: 'onDownload',
  downloadWithFolders: 'onDownloadWithFolders',
  exportCsv: 'onExportCsv',
  export: 'onExport',
  report: 'onReport',
  share: 'onShare',
  moveToFolder: 'onMoveToFolder',
  addToSet: 'onAddToSet',
  delete: 'onDelete',
  exclude: 'onExclude',
  regenerateThumbnails: 'onRegenerateThumbnails',
  recognizeObjects: 'onRecognizeObjects',
};

/** The icon of each action (from @vitrine/ui's one icon set). */
export const ACTION_ICONS: Record<TopMenuAction, ReactNode> = {
  upload: <IconUpload />,
  download: <IconDownload />,
  downloadWithFolders: <IconFileArchive />,
  exportCsv: <IconTable />,
  export: <IconFileArchive />,
  report: <IconFileText />,
  share: <IconShare />,
  moveToFolder: <IconFolder />,
  addToSet: <IconSet />,
  delete: <IconTrash />,
  exclude: <IconExclude />,
  regenerateThumbnails: <IconRefresh />,
  recognizeObjects: <IconRecognize />,
  fileSidebar: <IconPanelRight />,
};

const placeOf = (target: PermissionTarget | null | undefined): TopMenuPlace =>
  !target ? 'other' : 'folderId' in target ? 'folder' : 'set';

/** Every permission the menu may ask, in a fixed order (a fixed number of hooks). */
const ASKED: readonly PermissionName[] = [
  'webUpload',
  'download',
  'images.download',
  'share.link',
  'edit',
  'delete',
  'images.delete',
  'editData',
];

/** The answers for the permissions the menu needs at a place; the others are not asked. */
function usePlacePermissions(
  target: PermissionTarget | null | undefined,
  needed: ReadonlySet<PermissionName>,
) {
  const answers = new Map<PermissionName, boolean | undefined>();
  for (const name of ASKED) {
    // biome-ignore lint/correctness/useHookAtTopLevel: ASKED is a constant list, so the hooks keep their order
    const state = usePermission(name, target && needed.has(name) ? target : null);
    answers.set(name, state.allowed);
  }
  return (name: PermissionName) => answers.get(name);
}

/**
 * The actions shown for `input`, in the spec's order: `actions` (every one but the sidebar toggle)
 * and whether the file sidebar toggle is shown. `fileSidebarWired` says the host wired the toggle;
 * `showPending` shows the actions whose permission is on its way, disabled (the context menu).
 */
export function useMenuActions(
  input: MenuActionsInput,
  locale: TopMenuLocale,
  fileSidebarWired: boolean,
  showPending = false,
): { actions: MenuActionView[]; fileSidebar: boolean } {
  const place = placeOf(input.target);
  const globalSettings = useGlobalSettings().data;
  const serverLacks = useUnavailableFeatures();
  const recognitionEnabled = input.recognitionEnabled ?? globalSettings?.recognitionEnabled === true;
  const wired = new Set<TopMenuAction>();
  for (const [action, key] of Object.entries(HANDLER_OF) as [TopMenuAction, keyof TopMenuActionHandlers][]) {
    if (input[key]) wired.add(action);
  }
  if (fileSidebarWired) wired.add('fileSidebar');
  const needed = new Set(permissionsFor(place));
  const granted = usePlacePermissions(input.target, needed);
  const shown = topMenuActions({
    place,
    granted,
    overrides: input.permissions,
    wired,
    selectedCount: input.selectedCount ?? 0,
    recognitionEnabled,
    isGuest: input.isGuest,
    unavailableFeatures: input.unavailableFeatures ?? serverLacks,
    showPending,
  });
  const actions: MenuActionView[] = [];
  let fileSidebar = false;
  for (const { action, disabledReason } of shown) {
    if (action === 'fileSidebar') {
      fileSidebar = true;
      continue;
    }
    const handler = input[HANDLER_OF[action]] as (() => void) | undefined;
    actions.push({
      action,
      label: locale.actions[action],
      icon: ACTION_ICONS[action],
      danger: action === 'delete' || action === 'exclude',
      disabledReason: disabledReason === 'no-selection' ? locale.needsSelection : null,
      pending: disabledReason === 'pending',
      run: () => {
        if (!disabledReason) handler?.();
      },
    });
  }
  return { actions, fileSidebar };
}
