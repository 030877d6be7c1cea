// <Toolbar>: groups of icon buttons and a segmented control, one tab stop with arrow keys, and the
// overflow into the More menu at a narrow width; light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import {
  IconDownload,
  IconExclude,
  IconFileText,
  IconGroup,
  IconLayers,
  IconOrderAscending,
  IconRecognize,
  IconRefresh,
  IconShare,
  IconSort,
  IconTrash,
} from '../../icons';
import type { MenuItem } from '../../menu/items';
import { IconButton } from '../button/IconButton';
import { Toolbar, ToolbarGroup, ToolbarSeparator } from './Toolbar';
import { useToolbarOverflow } from './useToolbarOverflow';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { IconButton, IconDownload, IconSort, IconTrash, Toolbar, ToolbarGroup, VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';

<VitrineProvider client={createVitrineClient()}>
  <Toolbar label="File actions">
    <ToolbarGroup label="Browse">
      <IconButton label="Sort" icon={<IconSort />} onClick={openSort} />
    </ToolbarGroup>
    <ToolbarGroup label="Selection">
      <IconButton label="Download" icon={<IconDownload />} onClick={download} />
      <IconButton label="Delete" icon={<IconTrash />} variant="danger" onClick={remove} />
    </ToolbarGroup>
  </Toolbar>
</VitrineProvider>

// Overflow: render the first \`fit\` actions inline, the rest as menu items.
function Actions({ actions }) {
  const area = useRef(null);
  const fit = useToolbarOverflow(area, actions.length);
  return (
    <Toolbar label="File actions" overflowItems={actions.slice(fit).map(toMenuItem)}>
      <div ref={area} className="vt-ui__toolbar-items">
        {actions.slice(0, fit).map((a) => <IconButton key={a.id} label={a.label} icon={a.icon} onClick={a.run} />)}
      </div>
    </Toolbar>
  );
}`;

const meta = {
  title: 'ui/Primitives/Toolbar',
  component: Toolbar,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { label: 'File actions' },
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

function Grouped() {
  return (
    <Toolbar label="File actions">
      <ToolbarGroup label="Browse">
        <IconButton label="Sort" icon={<IconSort />} />
        <IconButton label="Order" icon={<IconOrderAscending />} />
        <IconButton label="Group results" icon={<IconGroup />} pressed />
        <IconButton label="Substructure" icon={<IconLayers />} />
      </ToolbarGroup>
      <ToolbarGroup label="Selection">
        <IconButton label="Download" icon={<IconDownload />} />
        <IconButton label="Share" icon={<IconShare />} />
        <IconButton label="Report" icon={<IconFileText />} disabled />
        <ToolbarSeparator />
        <IconButton label="Exclude" icon={<IconExclude />} variant="danger" />
        <IconButton label="Delete" icon={<IconTrash />} variant="danger" />
      </ToolbarGroup>
    </Toolbar>
  );
}

/** Groups divided by a line; one tab stop, arrow keys move (past disabled buttons), Home and End jump. */
export const Groups: Story = {
  render: () => <Grouped />,
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('toolbar', { name: 'File actions' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sort' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Exclude' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    // Report is disabled: skipped
    await expect(canvas.getByRole('button', { name: 'Share' })).toHaveFocus();
  },
};

/** The same in the dark theme. */
export const GroupsDark: Story = {
  render: () => <Grouped />,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Selection' })).toBeVisible();
  },
};

const ACTIONS = [
  { id: 'download', label: 'Download', icon: <IconDownload /> },
  { id: 'share', label: 'Share', icon: <IconShare /> },
  { id: 'report', label: 'Report', icon: <IconFileText /> },
  { id: 'regenerate', label: 'Regenerate thumbnails', icon: <IconRefresh /> },
  { id: 'recognize', label: 'Recognize', icon: <IconRecognize /> },
  { id: 'delete', label: 'Delete', icon: <IconTrash /> },
];

function Overflowing({ width }: { width: number }) {
  const area = useRef<HTMLDivElement>(null);
  const fit = useToolbarOverflow(area, ACTIONS.length);
  const overflow: MenuItem[] = ACTIONS.slice(fit).map((action) => ({
    id: action.id,
    label: action.label,
    icon: action.icon,
    onSelect: () => {},
  }));
  return (
    <div style={{ width, border: '1px dashed var(--vt-color-border)' }}>
      <Toolbar label="File actions" overflowItems={overflow}>
        <div ref={area} className="vt-ui__toolbar-items">
          {ACTIONS.slice(0, fit).map((action) => (
            <IconButton key={action.id} label={action.label} icon={action.icon} />
          ))}
        </div>
      </Toolbar>
    </div>
  );
}

/** At 140 px the actions that do not fit are in the More actions menu, in their order. */
export const OverflowNarrow: Story = {
  render: () => <Overflowing width={140} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    await expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** Wide enough: every action inline, no More menu. */
export const OverflowWide: Story = {
  render: () => <Overflowing width={480} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'More actions' })).toBeNull();
  },
};
