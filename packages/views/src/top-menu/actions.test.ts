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
      'report',
      'share',
      'delete',
      'regenerateThumbnails',
      'recognizeObjects',
      'fileSidebar',
    ]);
  });

  it('a read-only user in a folder keeps download and the sidebar only', () => {
    expect(shown({ place: 'folder', granted: allow('download'), wired: ALL, selectedCount: 1 })).toEqual([
      'download',
      'report',
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
    ).toEqual(['download', 'report', 'exclude', 'fileSidebar']);
  });

  it('exclude is hidden for guests; recognition only when enabled (spec 001 §6)', () => {
    const input = { place: 'set' as const, granted: () => true, wired: ALL, selectedCount: 1 };
    expect(shown({ ...input, isGuest: true })).not.toContain('exclude');
    expect(shown(input)).not.toContain('recognizeObjects');
    expect(shown({ ...input, recognitionEnabled: true })).toContain('recognizeObjects');
  });

  it('an action the host did not wire is not shown; unknown answers hide', () => {
    expect(shown({ place: 'folder', granted: () => undefined, wired: ALL, selectedCount: 0 })).toEqual([
      'fileSidebar',
    ]);
    expect(
      shown({ place: 'folder', granted: () => true, wired: new Set(['share']), selectedCount: 1 }),
    ).toEqual(['share']);
  });

  it('the host’s answers win, also outside a folder or set', () => {
    expect(
      shown({
        place: 'other',
        granted: () => false,
        overrides: { download: true, fileSidebar: false },
        wired: ALL,
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

describe('permissionsFor', () => {
  it('asks each name once, for the place only', () => {
    expect(permissionsFor('folder')).toEqual(['webUpload', 'download', 'share.link', 'delete', 'editData']);
    expect(permissionsFor('set')).toEqual(['images.download', 'share.link', 'images.delete', 'editData']);
    expect(permissionsFor('other')).toEqual([]);
  });
});
