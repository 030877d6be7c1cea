// How the top menu gives way as it narrows (issue 14).
import { describe, expect, it } from 'vitest';
import { topMenuLayouts } from './layout';

const plain = (layouts: ReturnType<typeof topMenuLayouts>) =>
  layouts.map((layout) => ({ ...layout, overflow: [...layout.overflow] }));

describe('topMenuLayouts', () => {
  it('names go first, then the actions from the last, then the switcher becomes a menu, then the toggles', () => {
    expect(
      plain(
        topMenuLayouts({ toggles: ['group', 'substructure'], actions: ['download', 'delete'], viewCount: 3 }),
      ),
    ).toEqual([
      { viewLabels: true, viewAsMenu: false, overflow: [] },
      { viewLabels: false, viewAsMenu: false, overflow: [] },
      { viewLabels: false, viewAsMenu: false, overflow: ['delete'] },
      { viewLabels: false, viewAsMenu: false, overflow: ['delete', 'download'] },
      { viewLabels: false, viewAsMenu: true, overflow: ['delete', 'download'] },
      { viewLabels: false, viewAsMenu: true, overflow: ['delete', 'download', 'substructure'] },
      { viewLabels: false, viewAsMenu: true, overflow: ['delete', 'download', 'substructure', 'group'] },
    ]);
  });

  it('without a switcher (one view) there are no view steps', () => {
    expect(plain(topMenuLayouts({ toggles: ['group'], actions: ['upload'], viewCount: 1 }))).toEqual([
      { viewLabels: false, viewAsMenu: false, overflow: [] },
      { viewLabels: false, viewAsMenu: false, overflow: ['upload'] },
      { viewLabels: false, viewAsMenu: false, overflow: ['upload', 'group'] },
    ]);
  });

  it('the last layout holds every toggle and action in the overflow', () => {
    const layouts = topMenuLayouts({
      toggles: ['group', 'substructure'],
      actions: ['a', 'b', 'c'],
      viewCount: 7,
    });
    const last = layouts[layouts.length - 1];
    expect(last?.viewAsMenu).toBe(true);
    expect([...(last?.overflow ?? [])].sort()).toEqual(['a', 'b', 'c', 'group', 'substructure']);
  });
});
