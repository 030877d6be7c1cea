// Toolbar in chromium: the WAI-ARIA toolbar's one tab stop and arrow keys (Radix), across groups and
// into a segmented control and the More menu; and the overflow: at a narrow width the items that do
// not fit move into the "More actions" menu, and come back when there is room.
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { IconDownload, IconShare, IconSort, IconTrash } from '../../icons';
import type { MenuItem } from '../../menu/items';
import { IconButton } from '../button/IconButton';
import { renderInProvider } from '../test-support';
import { Toolbar, ToolbarGroup } from './Toolbar';
import { useToolbarOverflow } from './useToolbarOverflow';

function Plain() {
  return (
    <>
      <button type="button">Before</button>
      <Toolbar label="File actions">
        <ToolbarGroup label="Browse">
          <IconButton label="Sort" icon={<IconSort />} />
        </ToolbarGroup>
        <ToolbarGroup label="Selection">
          <IconButton label="Download" icon={<IconDownload />} />
          <IconButton label="Share" icon={<IconShare />} disabled />
          <IconButton label="Delete" icon={<IconTrash />} />
        </ToolbarGroup>
      </Toolbar>
      <button type="button">After</button>
    </>
  );
}

const ACTIONS = [
  { id: 'download', label: 'Download', icon: <IconDownload /> },
  { id: 'share', label: 'Share', icon: <IconShare /> },
  { id: 'delete', label: 'Delete', icon: <IconTrash /> },
  { id: 'sort', label: 'Sort', icon: <IconSort /> },
];

/** A widget using the data API: the first N actions inline, the rest in the More menu. */
function Overflowing({ width, onAction }: { width: number; onAction: (id: string) => void }) {
  const area = useRef<HTMLDivElement>(null);
  const fit = useToolbarOverflow(area, ACTIONS.length);
  const overflow: MenuItem[] = ACTIONS.slice(fit).map((action) => ({
    id: action.id,
    label: action.label,
    icon: action.icon,
    onSelect: () => onAction(action.id),
  }));
  return (
    <div style={{ width }} data-testid="frame">
      <Toolbar label="File actions" overflowItems={overflow}>
        <div ref={area} className="vt-ui__toolbar-items">
          {ACTIONS.slice(0, fit).map((action) => (
            <IconButton key={action.id} label={action.label} icon={action.icon} onClick={() => onAction(action.id)} />
          ))}
        </div>
      </Toolbar>
    </div>
  );
}

function Resizable({ onAction }: { onAction: (id: string) => void }) {
  const [width, setWidth] = useState(400);
  return (
    <>
      <button type="button" onClick={() => setWidth(100)}>
        Narrow
      </button>
      <button type="button" onClick={() => setWidth(400)}>
        Wide
      </button>
      <Overflowing width={width} onAction={onAction} />
    </>
  );
}

describe('Toolbar', () => {
  it('is one tab stop; arrows move across groups past disabled controls, Home and End jump', async () => {
    const screen = await renderInProvider(<Plain />);
    await expect.element(screen.getByRole('toolbar', { name: 'File actions' })).toBeVisible();
    await expect.element(screen.getByRole('group', { name: 'Selection' })).toBeVisible();
    (screen.getByRole('button', { name: 'Before' }).element() as HTMLElement).focus();
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Sort' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('button', { name: 'Download' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    // Share is disabled: skipped
    await expect.element(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    // wraps around
    await expect.element(screen.getByRole('button', { name: 'Sort' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(screen.getByRole('button', { name: 'Sort' })).toHaveFocus();
    // one tab stop: Tab leaves the toolbar
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    // and Shift+Tab comes back to the control last focused
    await userEvent.keyboard('{ArrowRight}');
    (screen.getByRole('button', { name: 'Download' }).element() as HTMLElement).focus();
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect.element(screen.getByRole('button', { name: 'Download' })).toHaveFocus();
  });

  it('with room for everything, every action is inline and there is no More menu', async () => {
    const screen = await renderInProvider(<Overflowing width={400} onAction={() => {}} />);
    for (const action of ACTIONS)
      await expect.element(screen.getByRole('button', { name: action.label })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
  });

  it('at a narrow width the actions that do not fit move into the More menu, in order', async () => {
    const onAction = vi.fn();
    const screen = await renderInProvider(<Overflowing width={120} onAction={onAction} />);
    const more = screen.getByRole('button', { name: 'More actions' });
    await expect.element(more).toBeVisible();
    // 120 px: 4 px padding each side, the More button (32) and a gap leave room for two 32 px buttons
    await expect.element(screen.getByRole('button', { name: 'Download' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await more.click();
    const items = page.getByRole('menuitem');
    await expect.element(items.nth(0)).toHaveTextContent('Delete');
    await expect.element(items.nth(1)).toHaveTextContent('Sort');
    expect(items.elements()).toHaveLength(2);
    await page.getByRole('menuitem', { name: 'Sort' }).click();
    await vi.waitFor(() => expect(onAction).toHaveBeenCalledWith('sort'));
    // nothing inline is cut: every inline button lies inside the toolbar
    const toolbar = screen.getByRole('toolbar').element().getBoundingClientRect();
    for (const button of screen.getByRole('toolbar').getByRole('button').elements()) {
      expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(toolbar.right + 0.5);
    }
  });

  it('the More menu is part of the roving focus', async () => {
    const screen = await renderInProvider(<Overflowing width={120} onAction={() => {}} />);
    (screen.getByRole('button', { name: 'Download' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{End}');
    await expect.element(screen.getByRole('button', { name: 'More actions' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
  });

  it('follows its width: narrower moves actions into the menu, wider brings them back', async () => {
    const screen = await renderInProvider(<Resizable onAction={() => {}} />);
    await expect.element(screen.getByRole('button', { name: 'Sort' })).toBeVisible();
    await screen.getByRole('button', { name: 'Narrow' }).click();
    await expect.element(screen.getByRole('button', { name: 'More actions' })).toBeVisible();
    // 100 px: room for one 32 px button beside the More button
    await expect.element(screen.getByRole('button', { name: 'Download' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Sort' })).not.toBeInTheDocument();
    await screen.getByRole('button', { name: 'Wide' }).click();
    await expect.element(screen.getByRole('button', { name: 'Sort' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
  });
});
