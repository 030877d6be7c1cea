// Whether a control sits inside a <Toolbar>: Button, IconButton and SegmentedControl then join the
// toolbar's roving focus (one tab stop, arrow keys) as Radix Toolbar items.
import { createContext, useContext } from 'react';

export const ToolbarScope = createContext(false);

/** True inside a <Toolbar>. */
export function useInToolbar(): boolean {
  return useContext(ToolbarScope);
}
