import { describe, expect, it } from 'vitest';
import { availableTabs, initialTab, savedTab, tabSettings } from './tabs';

const all = { canViewFullData: true, hasComments: true, hasVersions: true, canShowInfo: true };

describe('availableTabs (spec 001 §2, §6)', () => {
  it('offers every tab to a single file when each is allowed', () => {
    expect(availableTabs({ mode: 'single', ...all })).toEqual([
      'settings',
      'preview',
      'comments',
      'versions',
      'details',
    ]);
  });
  it('hides full data without fullData.view, comments and versions without their slots', () => {
    expect(
      availableTabs({
        mode: 'single',
        canViewFullData: false,
        hasComments: false,
        hasVersions: false,
        canShowInfo: true,
      }),
    ).toEqual(['settings', 'preview']);
  });
  it('a multi-selection has settings and details only', () => {
    expect(availableTabs({ mode: 'multi', ...all })).toEqual(['settings', 'details']);
  });
  it('a shared visitor has no comments, versions or full data, and info only by the flag', () => {
    expect(availableTabs({ mode: 'shared', ...all })).toEqual(['settings', 'preview']);
    expect(availableTabs({ mode: 'shared', ...all, canShowInfo: false })).toEqual(['preview']);
  });
});

describe('the saved tab (web settings settingsTab, previewTab, commentsTab, showDetails)', () => {
  it('reads the flag that is on', () => {
    expect(savedTab({ settingsTab: false, previewTab: true, commentsTab: false, showDetails: false })).toBe(
      'preview',
    );
    expect(savedTab({ settingsTab: true, previewTab: false, commentsTab: false, showDetails: true })).toBe(
      'details',
    );
  });
  it('writes exactly one flag on', () => {
    expect(tabSettings('comments')).toEqual({
      settingsTab: false,
      previewTab: false,
      commentsTab: true,
      showDetails: false,
    });
    expect(savedTab(tabSettings('details'))).toBe('details');
  });
});

describe('initialTab', () => {
  it('opens the saved tab when offered', () => {
    expect(initialTab(['settings', 'preview'], { saved: 'preview' })).toBe('preview');
  });
  it('a multi-selection saved on preview opens settings (spec 001 §2)', () => {
    expect(initialTab(['settings', 'details'], { saved: 'preview' })).toBe('settings');
  });
  it('a shared link with showInfoPanelOnFirstLoad opens the info panel', () => {
    expect(initialTab(['settings', 'preview'], { saved: 'preview', infoOnFirstLoad: true })).toBe('settings');
  });
  it('the host may ask for a tab', () => {
    expect(initialTab(['settings', 'preview'], { saved: 'settings', requested: 'preview' })).toBe('preview');
  });
});
