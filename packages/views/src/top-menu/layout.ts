// How the top menu gives way as it narrows (issue 14), as plain data: the steps from the widest
// layout (the view switcher with its words, every control inline) to the narrowest (the view switcher
// a menu, the toggles and every action in the "More" menu). The menu takes the first step that fits
// its width. Sort, order, the view switcher and the filters always stay inline. Pure: no React.

/** One way of laying the menu out. */
export interface TopMenuLayout {
  /** The view switcher shows its views' names beside their icons (else icons with tooltips). */
  viewLabels: boolean;
  /** The view switcher is one menu button (the current view's icon) instead of a segmented control. */
  viewAsMenu: boolean;
  /** The controls moved into the "More" menu (keys of `collapsible`). */
  overflow: ReadonlySet<string>;
}

/** What may give way: the toggles of the browse group, then the actions, each in display order. */
export interface TopMenuCollapsible {
  /** 'group', 'substructure' (the toggles shown). */
  toggles: readonly string[];
  /** The actions shown, in display order (the file sidebar toggle last). */
  actions: readonly string[];
  /** How many views the switcher offers (none or one: no switcher). */
  viewCount: number;
}

/**
 * Every layout, widest first: the view names go first (icons remain, named by tooltips), then the
 * actions from the last one back, then the switcher becomes a menu, then the toggles from the last.
 */
export function topMenuLayouts({ toggles, actions, viewCount }: TopMenuCollapsible): TopMenuLayout[] {
  const switcher = viewCount > 1;
  const layouts: TopMenuLayout[] = [];
  const overflow: string[] = [];
  const push = (viewLabels: boolean, viewAsMenu: boolean) =>
    layouts.push({ viewLabels, viewAsMenu, overflow: new Set(overflow) });
  push(switcher, false);
  if (switcher) push(false, false);
  for (const action of [...actions].reverse()) {
    overflow.push(action);
    push(false, false);
  }
  if (switcher) push(false, true);
  for (const toggle of [...toggles].reverse()) {
    overflow.push(toggle);
    push(false, switcher);
  }
  return layouts;
}
