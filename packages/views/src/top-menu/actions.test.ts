// What the top menu shows (spec 000 §2 "Top menu", §6; spec 001 §6).
import type { PermissionName } from '@vitrine/ui';
import { describe, expect, it } from 'vitest';
import { permissionsFor, TOP_MENU_ACTIONS, type TopMenuAction, topMenuActions } from './actions';

const ALL = new Set<TopMenuAction>(TOP_MENU_ACTIONS);
const allow =
  (...names: PermissionName[]) =>
  (name: PermissionName) =>
    names.includes(name);
const shown = (input: Parameters<typeof topMenuActions>[0]) => topMenuActions(input).map((a) => a.action);

describe('topMenuActions', () => {
  it('a folder with every permission shows every action but exclude (a set action), in the spec’s order', () => {
    expect(
      shown({
        place: 'folder',
        granted: () => true,
        wired: ALL,
        selectedCount: 2,
        recognitionEnabled: true,
      }),
    ).toEqual([
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
      'regenerateThumbnails',
      'recognizeObjects',
      'fileSidebar',
    ]);
  });

  it('a read-only user in a folder keeps the downloads, add to set (checked per file) and the sidebar', () => {
    expect(shown({ place: 'folder', granted: allow('download'), wired: ALL, selectedCount: 1 })).toEqual([
      'download',
      'downloadWithFolders',
      'exportCsv',
      'export',
      'report',
      'addToSet',
      'fileSidebar',
    ]);
  });

  it('in a set: exclude with images.delete, download with images.download, no upload or delete', () => {
    expect(
      shown({
        place: 'set',
        granted: allow('images.delete', 'images.download'),
        wired: ALL,
        selectedCount: 1,
      }),
    ).toEqual([
      'download',
      'downloadWithFolders',
      'exportCsv',
      'export',
      'report',
      'moveToFolder',
      'addToSet',
      'exclude',
      'fileSidebar',
    ]);
  });

  it('exclude is hidden for guests; recognition only when enabled (spec 001 §6)', () => {
    const input = { place: 'set' as const, granted: () => true, wired: ALL, selectedCount: 1 };
    expect(shown({ ...input, isGuest: true })).not.toContain('exclude');
    expect(shown(input)).not.toContain('recognizeObjects');
    expect(shown({ ...input, recognitionEnabled: true })).toContain('recognizeObjects');
  });

  it('an action the host did not wire is not shown; unknown answers hide', () => {
    expect(shown({ place: 'folder', granted: () => undefined, wired: ALL, selectedCount: 0 })).toEqual([
      'addToSet',
      'fileSidebar',
    ]);
    expect(
      shown({ place: 'folder', granted: () => true, wired: new Set(['share']), selectedCount: 1 }),
    ).toEqual(['share']);
  });

  it('all files and the logical views (issue 15): every action checked per file, no upload, share or exclude', () => {
    expect(
      shown({ place: 'other', granted: () => false, wired: ALL, selectedCount: 1, recognitionEnabled: true }),
    ).toEqual([
      'download',
      'downloadWithFolders',
      'exportCsv',
      'export',
      'report',
      'moveToFolder',
      'addToSet',
      'delete',
      'regenerateThumbnails',
      'recognizeObjects',
      'fileSidebar',
    ]);
  });

  it('an action whose feature the server lacks is not offered (unavailableFeatures, issue 15)', () => {
    const input = {
      place: 'folder' as const,
      granted: () => true,
      wired: ALL,
      selectedCount: 1,
      recognitionEnabled: true,
    };
    expect(shown(input)).toEqual(expect.arrayContaining(['recognizeObjects', 'share', 'report']));
    const lacking = shown({ ...input, unavailableFeatures: ['recognition', 'sharing', 'reports'] });
    expect(lacking).not.toContain('recognizeObjects');
    expect(lacking).not.toContain('share');
    expect(lacking).not.toContain('report');
    expect(lacking).toContain('download');
    // Even the host's own answer does not bring back what the server cannot do.
    expect(
      shown({ ...input, unavailableFeatures: ['recognition'], overrides: { recognizeObjects: true } }),
    ).not.toContain('recognizeObjects');
  });

  it('the host’s answers win, also outside a folder or set', () => {
    expect(
      shown({
        place: 'other',
        granted: () => false,
        overrides: { download: true, fileSidebar: false },
        wired: new Set<TopMenuAction>(['download', 'upload', 'fileSidebar']),
        selectedCount: 1,
      }),
    ).toEqual(['download']);
  });

  it('actions on files are disabled with a reason while nothing is selected', () => {
    const states = topMenuActions({ place: 'folder', granted: () => true, wired: ALL, selectedCount: 0 });
    expect(states.find((s) => s.action === 'upload')?.disabledReason).toBeNull();
    expect(states.find((s) => s.action === 'fileSidebar')?.disabledReason).toBeNull();
    expect(states.find((s) => s.action === 'delete')?.disabledReason).toBe('no-selection');
    expect(states.find((s) => s.action === 'share')?.disabledReason).toBe('no-selection');
  });
});

describe('topMenuActions with showPending (the files’ context menu before the permissions arrive)', () => {
  const wired = new Set<TopMenuAction>(['download', 'moveToFolder', 'addToSet', 'delete', 'exclude']);
  // Download answered yes, delete no; edit (move to folder) not answered yet.
  const granted = (name: PermissionName) =>
    name === 'download' ? true : name === 'delete' ? false : undefined;

  it('shows an action whose permission is on its way, disabled as pending; a refused one stays out', () => {
    expect(topMenuActions({ place: 'folder', granted, wired, selectedCount: 1, showPending: true })).toEqual([
      { action: 'download', disabledReason: null },
      { action: 'moveToFolder', disabledReason: 'pending' },
      { action: 'addToSet', disabledReason: null },
    ]);
  });

  it('without it (the bars) hides the unanswered ones, as before', () => {
    expect(shown({ place: 'folder', granted, wired, selectedCount: 1 })).toEqual(['download', 'addToSet']);
  });

  it("the host's own answer is never pending", () => {
    expect(
      topMenuActions({
        place: 'folder',
        granted: () => undefined,
        wired,
        selectedCount: 1,
        showPending: true,
        overrides: { delete: true, moveToFolder: false },
      }),
    ).toEqual([
      { action: 'download', disabledReason: 'pending' },
      { action: 'addToSet', disabledReason: null },
      { action: 'delete', disabledReason: null },
    ]);
  });
});

describe('permissionsFor', () => {
  it('asks each name once, for the place only', () => {
    expect(permissionsFor('folder')).toEqual([
      'webUpload',
      'download',
      'share.link',
      'edit',
      'delete',
      'editData',
    ]);
    expect(permissionsFor('set')).toEqual(['images.download', 'share.link', 'images.delete', 'editData']);
    expect(permissionsFor('other')).toEqual([]);
  });
});
