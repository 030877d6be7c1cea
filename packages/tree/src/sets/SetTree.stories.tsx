// Every state and error of the sets tree on the mocks (@vitrine/mocks: users superAdmin / editor /
// viewer, error scenarios per operationId). Seed: groups Campaign 2026 (Hero images / Homepage,
// Banners / Mobile banners, Social posts), Brand Book, Clients; standalone Favourites, To review /
// Urgent, Best of 2025, Empty set. What the tree reports (selection, open state) goes to the
// actions panel; play functions assert on those spies.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { currentDb, setScenario } from '@vitrine/mocks';
import { HttpResponse, http } from 'msw';
import type { DragEvent } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { setFilesDragData } from '../base';
import '../base/base.css';
import './sets.css';
import { SetTree, type SetTreeProps } from './SetTree';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { SetTree } from '@vitrine/tree';
import { VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';
import '@vitrine/tree/styles.css';

<VitrineProvider client={createVitrineClient()}>
  <div style={{ height: 460, width: 300 }}>
    <SetTree
      header
      onValueChange={(selection) => console.log(selection)} // { kind: 'set' | 'collection', id }
    />
  </div>
</VitrineProvider>`;

/** The tree in a panel, and files to drag onto it as from a view. */
function SetTreePanel(props: SetTreeProps) {
  const files = (count: number) => (event: DragEvent<HTMLElement>) =>
    setFilesDragData(event.dataTransfer, { imageIds: Array.from({ length: count }, (_, i) => i + 1) });
  return (
    <div style={{ display: 'flex', gap: 16, padding: 8 }}>
      <div style={{ height: 460, width: 300, display: 'flex', flexDirection: 'column' }}>
        <SetTree {...props} />
      </div>
      <div>
        <ul aria-label="Files to drag">
          <li draggable onDragStart={files(3)}>
            3 files
          </li>
          <li draggable onDragStart={files(11)}>
            11 files
          </li>
        </ul>
      </div>
    </div>
  );
}

const meta = {
  title: 'tree/Sets/SetTree',
  component: SetTree,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', mocks: { user: 'superAdmin' } },
  args: { onValueChange: fn(), onOpenChange: fn(), onExpandedChange: fn() },
  render: (args) => <SetTreePanel {...args} />,
} satisfies Meta<typeof SetTree>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---------------------------------------------------------------------------------------------
// Test vocabulary
// ---------------------------------------------------------------------------------------------

const body = () => within(document.body);
const tree = async (canvas: HTMLElement, label = 'Virtual Set') =>
  within(canvas).findByRole('tree', { name: label });
const row = async (canvas: HTMLElement, name: string) =>
  within(await tree(canvas)).findByRole('treeitem', { name });
/** A toast of `kind` saying `message` (its text also holds the spoken kind: "Success: ..."). */
const expectToast = async (kind: 'success' | 'info' | 'error', message: string) => {
  await waitFor(
    () => {
      const toasts = Array.from(document.querySelectorAll<HTMLElement>(`.vt-ui__toast[data-kind="${kind}"]`));
      const found = toasts.find((toast) =>
        toast.querySelector('.vt-ui__toast-message')?.textContent?.endsWith(message),
      );
      if (!found) throw new Error(`no ${kind} toast "${message}"`);
    },
    { timeout: 4000 },
  );
};
/** Focuses a row the way a user does (a click also selects it). */
const focusRow = async (canvas: HTMLElement, name: string) => {
  const target = await row(canvas, name);
  await userEvent.click(target);
  await waitFor(() => expect(target).toHaveFocus());
  return target;
};
const dialog = async () => body().findByRole('alertdialog');
const answer = async (button: string) => {
  await userEvent.click(within(await dialog()).getByRole('button', { name: button }));
  await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
};

/** Fires one drag event carrying `dataTransfer` (one object for the whole drag, as a browser does). */
function drag(type: string, target: Element, dataTransfer: DataTransfer): boolean {
  return target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
}

/** Drags one row onto another (or onto any element: the toolbar, or the header, is the top level). */
function dragRow(source: HTMLElement, target: HTMLElement) {
  const dataTransfer = new DataTransfer();
  drag('dragstart', source, dataTransfer);
  drag('dragenter', target, dataTransfer);
  drag('dragover', target, dataTransfer);
  drag('drop', target, dataTransfer);
  drag('dragend', source, dataTransfer);
}

/** Drops `count` files from a view on a row; returns whether the row accepted them (dragover). */
function dropFiles(target: HTMLElement, count: number): boolean {
  const dataTransfer = new DataTransfer();
  setFilesDragData(dataTransfer, { imageIds: Array.from({ length: count }, (_, i) => i + 1) });
  drag('dragenter', target, dataTransfer);
  // a target that accepts cancels dragover
  const accepted = !drag('dragover', target, dataTransfer);
  drag('drop', target, dataTransfer);
  return accepted;
}

/** Opens a row's context menu from the keyboard (Shift+F10) and picks an item. */
async function pickFromMenu(canvas: HTMLElement, rowName: string, item: string) {
  await focusRow(canvas, rowName);
  await userEvent.keyboard('{Shift>}{F10}{/Shift}');
  const menu = await body().findByRole('menu');
  await userEvent.click(within(menu).getByRole('menuitem', { name: item }));
}

// ---------------------------------------------------------------------------------------------
// States
// ---------------------------------------------------------------------------------------------

/** Groups (collections) first, then standalone sets; every row states its level and position. */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement }) => {
    const campaign = await row(canvasElement, 'Campaign 2026');
    await expect(campaign).toHaveAttribute('aria-level', '1');
    await expect(campaign).toHaveAttribute('aria-expanded', 'false');
    const rows = within(await tree(canvasElement)).getAllByRole('treeitem');
    await expect(rows.map((r) => r.textContent)).toEqual([
      'Campaign 2026',
      'Brand Book',
      'Clients',
      'Favourites',
      'To review',
      'Best of 2025',
      'Empty set',
    ]);
    await expect(rows[6]).toHaveAttribute('aria-setsize', '7');
    const canvas = within(canvasElement);
    // No section header of its own (the host's panel titles the section): the tree is named by
    // the sets label, and the create buttons sit in a toolbar above the rows.
    await expect(canvas.queryByRole('button', { name: 'Virtual Set' })).toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'New Virtual Set' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New collection' })).toBeVisible();
    // sets the user may edit can be dragged
    await expect(await row(canvasElement, 'Favourites')).toHaveAttribute('draggable', 'true');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: ['g1', 's1'], defaultValue: { kind: 'set', id: 2 } },
  play: async ({ canvasElement }) => {
    await expect(await row(canvasElement, 'Homepage')).toHaveAttribute('aria-selected', 'true');
  },
};

/** Open groups and sets: subsets three levels deep. */
export const Expanded: Story = {
  args: { defaultOpen: ['g1', 's1', 's3', 'g3'] },
  play: async ({ canvasElement }) => {
    const mobile = await row(canvasElement, 'Mobile banners');
    await expect(mobile).toHaveAttribute('aria-level', '4');
    await expect(await row(canvasElement, 'Acme Corp')).toHaveAttribute('aria-level', '2');
  },
};

/** A selected set deep in a group: the tree opens down to it (spec 000 §2 route /sets/{id}). */
export const SelectedDeepSet: Story = {
  args: { defaultValue: { kind: 'set', id: 4 } },
  play: async ({ canvasElement, args }) => {
    const mobile = await row(canvasElement, 'Mobile banners');
    await expect(mobile).toHaveAttribute('aria-selected', 'true');
    await expect(await row(canvasElement, 'Campaign 2026')).toHaveAttribute('aria-expanded', 'true');
    // choosing a collection reports { kind: 'collection' } (route /collections/{id})
    await userEvent.click(await row(canvasElement, 'Clients'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ kind: 'collection', id: 3 });
    await expect(await row(canvasElement, 'Clients')).toHaveAttribute('aria-selected', 'true');
    await expect(mobile).toHaveAttribute('aria-selected', 'false');
  },
};

/** Controlled by a host that keeps the selection of all trees: a folder selected shows nothing here. */
export const SelectionElsewhere: Story = {
  args: { value: { kind: 'folder', id: 12 } },
  play: async ({ canvasElement, args }) => {
    const rows = within(await tree(canvasElement)).getAllByRole('treeitem');
    await expect(rows.filter((r) => r.getAttribute('aria-selected') === 'true')).toEqual([]);
    await userEvent.click(await row(canvasElement, 'Favourites'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ kind: 'set', id: 11 });
    // the host did not take it: still nothing selected here
    await expect(await row(canvasElement, 'Favourites')).toHaveAttribute('aria-selected', 'false');
  },
};

/** With its own section header (`header`): the label, the expand toggle and the create buttons. */
export const WithHeader: Story = {
  args: { header: true, expanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await row(canvasElement, 'Favourites')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Virtual Set' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'New Virtual Set' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New collection' })).toBeVisible();
    // the tree takes its name from the header's title
    await expect(canvas.getByRole('region', { name: 'Virtual Set' })).toBeVisible();
  },
};

/** A host's own name for the tree (`aria-label`), no header. */
export const Labelled: Story = {
  args: { 'aria-label': 'My sets' },
  play: async ({ canvasElement }) => {
    await expect(await tree(canvasElement, 'My sets')).toBeVisible();
  },
};

/** Collapsed header (web setting expandSetsTree, off by default): the header only; nothing loads. */
export const Collapsed: Story = {
  args: { header: true },
  // settings kept in memory only, so expanding here never leaks into another story
  parameters: { vitrine: { webSettings: { persistence: 'none' } } },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Virtual Set' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).queryByRole('tree')).toBeNull();
    await userEvent.click(toggle);
    await expect(await row(canvasElement, 'Favourites')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The configurable label (sets-name preference). */
export const CustomLabel: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/config/preferences/setsname', () => HttpResponse.json({ value: 'Lightbox' })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await tree(canvasElement, 'Lightbox')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'New Lightbox' })).toBeVisible();
  },
};

/** A sets name too long for the header: it ends with an ellipsis, and keyboard focus shows it in full. */
export const LongLabelInHeader: Story = {
  args: { header: true, expanded: true },
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/config/preferences/setsname', () =>
          HttpResponse.json({ value: 'Campaign selections for the regional marketing teams' }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const name = 'Campaign selections for the regional marketing teams';
    const toggle = await within(canvasElement).findByRole('button', { name });
    const title = toggle.querySelector('.vt-tree__sets-title') as HTMLElement;
    // cut: the title's text is wider than its box
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(name);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** The ShowSets flag off: no sets section at all. */
export const HiddenByFlag: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/config/flags/:flag', ({ params }) =>
          HttpResponse.json({ value: params.flag !== 'ShowSets' }),
        ),
      ],
    },
  },
  args: { header: true },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('button', { name: 'Virtual Set' })).toBeNull(),
    );
    await expect(within(canvasElement).queryByRole('tree')).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: 'New Virtual Set' })).toBeNull();
  },
};

/** getSets slow: 'Loading...' until the list arrives. */
export const Loading: Story = {
  parameters: { mocks: { scenarios: { getSets: 'slow' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading...')).toBeVisible();
  },
};

/** No sets and no collections. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get('*/api/virtualsets', () => HttpResponse.json({ sets: [] }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing here yet.')).toBeVisible();
  },
};

/**
 * getSets error-500: never a toast (spec 000 §8: only logged); the tree shows its error state, not
 * an empty tree (docs/decisions.md). Try again asks again and the sets arrive.
 */
export const LoadError: Story = {
  parameters: { mocks: { scenarios: { getSets: 'error-500' } } },
  play: async ({ canvasElement }) => {
    // queries retry a 500 once before giving up
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('The Virtual Set list could not be loaded.');
    await expect(within(canvasElement).queryByText('Nothing here yet.')).toBeNull();
    await expect(canvasElement.querySelector('.vt-tree__sets')).toHaveAttribute('data-state', 'error');
    await expect(document.querySelectorAll('.vt-ui__toast')).toHaveLength(0);
    setScenario('getSets', null);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await row(canvasElement, 'Favourites')).toBeVisible();
    await expect(canvasElement.querySelector('.vt-tree__sets')).toHaveAttribute('data-state', 'success');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** A server that leaves subsets out: opening a set loads them ('Loading...' meanwhile). */
export const LazySubsets: Story = {
  parameters: {
    mocks: { scenarios: { getSubsets: 'slow' }, slowMs: 600 },
    msw: {
      handlers: [
        http.get('*/api/virtualsets', () => {
          const db = currentDb();
          const groups = db.setGroups.map((g) => ({
            id: g.id,
            name: g.name,
            type: 'g',
            sets: db.sets
              .filter((s) => s.groupId === g.id && s.parentId === null)
              .map((s) => ({ id: s.id, name: s.name, type: 's', groupId: g.id })),
          }));
          const standalone = db.sets
            .filter((s) => s.groupId === null && s.parentId === null)
            .map((s) => ({ id: s.id, name: s.name, type: 's', groupId: null }));
          return HttpResponse.json({ sets: [...groups, ...standalone] });
        }),
      ],
    },
  },
  args: { defaultOpen: ['g1'] },
  play: async ({ canvasElement }) => {
    const hero = await row(canvasElement, 'Hero images');
    await userEvent.click(hero.querySelector('.vt-tree__twisty') as HTMLElement);
    await expect(await row(canvasElement, 'Loading...')).toHaveAttribute('aria-busy', 'true');
    await expect(
      await within(canvasElement).findByRole('treeitem', { name: 'Banners' }, { timeout: 4000 }),
    ).toBeVisible();
  },
};

/** An editor: the same actions as a super admin on sets. */
export const AsEditor: Story = {
  parameters: { mocks: { user: 'editor' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'New Virtual Set' })).toBeVisible();
    await expect(await row(canvasElement, 'Favourites')).toHaveAttribute('draggable', 'true');
  },
};

/** A viewer: no create buttons, nothing draggable, F2 and Delete do nothing. */
export const AsViewer: Story = {
  parameters: { mocks: { user: 'viewer' } },
  play: async ({ canvasElement }) => {
    const favourites = await focusRow(canvasElement, 'Favourites');
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('button', { name: 'New Virtual Set' })).toBeNull(),
    );
    await expect(favourites).not.toHaveAttribute('draggable');
    await userEvent.keyboard('{F2}{Delete}');
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(body().queryByRole('alertdialog')).toBeNull();
  },
};

// ---------------------------------------------------------------------------------------------
// Create, rename, delete, pin
// ---------------------------------------------------------------------------------------------

async function createFromToolbar(canvas: HTMLElement, button: string, name: string) {
  await userEvent.click(await within(canvas).findByRole('button', { name: button }));
  const prompt = await body().findByRole('dialog');
  const field = within(prompt).getByRole('textbox', { name: 'Name' });
  await userEvent.clear(field);
  await userEvent.type(field, name);
  await userEvent.click(within(prompt).getByRole('button', { name: 'Create' }));
  return prompt;
}

export const CreateSet: Story = {
  play: async ({ canvasElement }) => {
    await createFromToolbar(canvasElement, 'New Virtual Set', 'Shortlist');
    await expectToast('success', 'Virtual Set has been created.');
    await waitFor(async () =>
      expect(await row(canvasElement, 'Shortlist')).toHaveAttribute('aria-level', '1'),
    );
  },
};

/** spec 000 §5: the name rules, shown under the field; nothing is sent. */
export const CreateSetInvalidName: Story = {
  play: async ({ canvasElement }) => {
    const prompt = await createFromToolbar(canvasElement, 'New Virtual Set', 'a/b');
    await expect(await within(prompt).findByText('Input contains invalid characters!')).toBeVisible();
    const field = within(prompt).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(field);
    await expect(await within(prompt).findByText('Input is empty!')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const CreateSetError: Story = {
  parameters: { mocks: { scenarios: { createSet: 'error-500' } } },
  play: async ({ canvasElement }) => {
    await createFromToolbar(canvasElement, 'New Virtual Set', 'Shortlist');
    await expectToast('error', 'Error');
  },
};

export const CreateGroup: Story = {
  play: async ({ canvasElement }) => {
    await createFromToolbar(canvasElement, 'New collection', 'Seasons');
    await expectToast('success', 'Collection has been created.');
    await expect(await row(canvasElement, 'Seasons')).toBeVisible();
  },
};

/** F2 renames (spec 000 §8 '{type} has been renamed.'). */
export const Rename: Story = {
  play: async ({ canvasElement }) => {
    await focusRow(canvasElement, 'Favourites');
    await userEvent.keyboard('{F2}');
    const prompt = await body().findByRole('dialog');
    const field = within(prompt).getByRole('textbox', { name: 'Name' });
    await expect(field).toHaveValue('Favourites');
    await userEvent.clear(field);
    await userEvent.type(field, 'Favourite picks{Enter}');
    await expectToast('success', 'Virtual Set has been renamed.');
    await expect(await row(canvasElement, 'Favourite picks')).toBeVisible();
  },
};

export const RenameError: Story = {
  parameters: { mocks: { scenarios: { renameSetGroup: 'error-500' } } },
  play: async ({ canvasElement }) => {
    await focusRow(canvasElement, 'Brand Book');
    await userEvent.keyboard('{F2}');
    const field = within(await body().findByRole('dialog')).getByRole('textbox', { name: 'Name' });
    await userEvent.type(field, ' 2{Enter}');
    await expectToast('error', 'Error');
    await expect(await row(canvasElement, 'Brand Book')).toBeVisible();
  },
};

/** Delete, then Cancel: 'Virtual set deletion was canceled.' (spec 000 §8). */
export const DeleteCancelled: Story = {
  play: async ({ canvasElement }) => {
    await focusRow(canvasElement, 'Favourites');
    await userEvent.keyboard('{Delete}');
    await expect(await dialog()).toHaveAccessibleName('Favourites');
    await expect(await dialog()).toHaveAccessibleDescription('Do you want to delete this Virtual Set?');
    await answer('Cancel');
    await expectToast('info', 'Virtual set deletion was canceled.');
    await expect(await row(canvasElement, 'Favourites')).toBeVisible();
  },
};

/** Deleting the selected set: gone, and selection mode off. */
export const Delete: Story = {
  args: { defaultValue: { kind: 'set', id: 11 } },
  play: async ({ canvasElement, args }) => {
    await focusRow(canvasElement, 'Favourites');
    await userEvent.keyboard('{Delete}');
    await answer('Delete');
    await expectToast('success', 'Virtual Set has been deleted.');
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('treeitem', { name: 'Favourites' })).toBeNull(),
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
  },
};

export const DeleteError: Story = {
  parameters: { mocks: { scenarios: { deleteSet: 'error-500' } } },
  play: async ({ canvasElement }) => {
    await focusRow(canvasElement, 'Favourites');
    await userEvent.keyboard('{Delete}');
    await answer('Delete');
    await expectToast('error', 'Error');
    await expect(await row(canvasElement, 'Favourites')).toBeVisible();
  },
};

export const DeleteGroupError: Story = {
  parameters: { mocks: { scenarios: { deleteSetGroup: 'error-500' } } },
  play: async ({ canvasElement }) => {
    await focusRow(canvasElement, 'Clients');
    await userEvent.keyboard('{Delete}');
    await expect(await dialog()).toHaveAccessibleDescription('Do you want to delete this Collection?');
    await answer('Delete');
    await expectToast('error', 'Error');
  },
};

/** Pin from the row's context menu (spec 000 §4: adds to the front of the pinned list). */
export const Pin: Story = {
  play: async ({ canvasElement }) => {
    await pickFromMenu(canvasElement, 'Favourites', 'Pin');
    await expectToast('success', 'Virtual Set has been pinned.');
    await pickFromMenu(canvasElement, 'Favourites', 'Unpin');
    await expectToast('success', 'Virtual Set has been unpinned.');
  },
};

export const PinError: Story = {
  parameters: { mocks: { scenarios: { pinSet: 'error-500' } } },
  play: async ({ canvasElement }) => {
    await pickFromMenu(canvasElement, 'Favourites', 'Pin');
    await expectToast('error', 'Failed to pin the Virtual Set');
  },
};

// ---------------------------------------------------------------------------------------------
// Drag and drop (spec 000 §4) and its keyboard alternative
// ---------------------------------------------------------------------------------------------

/** A set on a set: move confirmation. */
export const DragSetOnSet: Story = {
  play: async ({ canvasElement }) => {
    dragRow(await row(canvasElement, 'Favourites'), await row(canvasElement, 'To review'));
    await expect(await dialog()).toHaveAccessibleName('Favourites → To review');
    await expect(await dialog()).toHaveAccessibleDescription(
      'Do you want to move this Virtual Set into the chosen Virtual Set?',
    );
    await answer('Move');
    await expectToast('success', 'Virtual Set has been moved.');
    // the list is read again and the target opens
    await waitFor(async () =>
      expect(await row(canvasElement, 'Favourites')).toHaveAttribute('aria-level', '2'),
    );
  },
};

/** A set on a group: attach confirmation. */
export const DragSetOnGroup: Story = {
  play: async ({ canvasElement }) => {
    dragRow(await row(canvasElement, 'Favourites'), await row(canvasElement, 'Brand Book'));
    await expect(await dialog()).toHaveAccessibleDescription(
      'Do you want to attach this Virtual Set to the chosen collection?',
    );
    await answer('Move');
    await expectToast('success', 'Virtual Set has been moved.');
    await waitFor(async () =>
      expect(await row(canvasElement, 'Brand Book')).toHaveAttribute('aria-expanded', 'true'),
    );
    await expect(await row(canvasElement, 'Favourites')).toHaveAttribute('aria-level', '2');
  },
};

/** A subset dropped on the toolbar (the top level): detach confirmation. */
export const DragSetToRoot: Story = {
  args: { defaultOpen: ['s12'] },
  play: async ({ canvasElement }) => {
    const toolbar = canvasElement.querySelector('.vt-tree__sets-toolbar') as HTMLElement;
    dragRow(await row(canvasElement, 'Urgent'), toolbar);
    await expect(await dialog()).toHaveAccessibleDescription(
      'Do you want to detach this Virtual Set and make it standalone?',
    );
    await answer('Move');
    await expectToast('success', 'Virtual Set has been moved.');
    await waitFor(async () => expect(await row(canvasElement, 'Urgent')).toHaveAttribute('aria-level', '1'));
  },
};

/** Onto itself or its own descendant: the row does not accept the drop; nothing is asked. */
export const DragOntoDescendant: Story = {
  args: { defaultOpen: ['s12'] },
  play: async ({ canvasElement }) => {
    dragRow(await row(canvasElement, 'To review'), await row(canvasElement, 'Urgent'));
    dragRow(await row(canvasElement, 'To review'), await row(canvasElement, 'To review'));
    await expect(body().queryByRole('alertdialog')).toBeNull();
  },
};

export const MoveError: Story = {
  parameters: { mocks: { scenarios: { moveSet: 'error-500' } } },
  play: async ({ canvasElement }) => {
    dragRow(await row(canvasElement, 'Favourites'), await row(canvasElement, 'To review'));
    await answer('Move');
    await expectToast('error', 'Failed to move Virtual Set');
  },
};

export const AttachError: Story = {
  parameters: { mocks: { scenarios: { changeSetGroup: 'error-500' } } },
  play: async ({ canvasElement }) => {
    dragRow(await row(canvasElement, 'Favourites'), await row(canvasElement, 'Brand Book'));
    await answer('Move');
    await expectToast('error', 'Failed to attach or detach');
  },
};

/** The keyboard alternative: "Move to…" in the row's menu, then the same confirmation. */
export const MoveToFromKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await pickFromMenu(canvasElement, 'Favourites', 'Clients');
    await expect(await dialog()).toHaveAccessibleDescription(
      'Do you want to attach this Virtual Set to the chosen collection?',
    );
    await answer('Move');
    await expectToast('success', 'Virtual Set has been moved.');
  },
};

/** Files from a view: 3 are added at once; 11 ask first (spec 001 §5); never on a group (spec 000 §4). */
export const DropImages: Story = {
  play: async ({ canvasElement }) => {
    await expect(dropFiles(await row(canvasElement, 'Clients'), 3)).toBe(false);
    await expect(dropFiles(await row(canvasElement, 'Empty set'), 3)).toBe(true);
    await expectToast('success', '3 files added to the Virtual Set.');
    dropFiles(await row(canvasElement, 'Empty set'), 11);
    await expect(await dialog()).toHaveAccessibleDescription(
      'Do you want to add 11 files to this Virtual Set?',
    );
    await answer('Add');
    await expectToast('success', '11 files added to the Virtual Set.');
  },
};

export const DropImagesError: Story = {
  parameters: { mocks: { scenarios: { addImagesToSet: 'error-500' } } },
  play: async ({ canvasElement }) => {
    dropFiles(await row(canvasElement, 'Empty set'), 2);
    await expectToast('error', 'Failed to move image(s).');
  },
};

// ---------------------------------------------------------------------------------------------
// The permissions pages (spec 001 §2: shown only when setPermissions is allowed)
// ---------------------------------------------------------------------------------------------

/** With `onOpenPermissions`, a set's and a collection's menus offer "Permissions…" to the super admin. */
export const PermissionsItem: Story = {
  args: { onOpenPermissions: fn() },
  play: async ({ canvasElement, args }) => {
    await focusRow(canvasElement, 'Favourites');
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await body().findByRole('menu');
    const item = within(menu).getByRole('menuitem', { name: 'Permissions…' });
    // Asked when the row was focused: enabled once the answer is in.
    await waitFor(() => expect(item).not.toHaveAttribute('aria-disabled', 'true'), { timeout: 4000 });
    await userEvent.click(item);
    await waitFor(() =>
      expect(args.onOpenPermissions).toHaveBeenCalledWith({
        kind: 'set',
        id: expect.any(Number),
        name: 'Favourites',
      }),
    );
    await focusRow(canvasElement, 'Campaign 2026');
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const groupMenu = await body().findByRole('menu');
    const groupItem = within(groupMenu).getByRole('menuitem', { name: 'Permissions…' });
    await waitFor(() => expect(groupItem).not.toHaveAttribute('aria-disabled', 'true'), { timeout: 4000 });
    await userEvent.click(groupItem);
    await waitFor(() =>
      expect(args.onOpenPermissions).toHaveBeenCalledWith({
        kind: 'setGroup',
        id: expect.any(Number),
        name: 'Campaign 2026',
      }),
    );
  },
};

/** An editor holds no setPermissions: no "Permissions…" item, even with `onOpenPermissions`. */
export const PermissionsItemNotAllowed: Story = {
  args: { onOpenPermissions: fn() },
  parameters: { mocks: { user: 'editor' } },
  play: async ({ canvasElement }) => {
    await focusRow(canvasElement, 'Favourites');
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await body().findByRole('menu');
    await within(menu).findByRole('menuitem', { name: 'Rename' });
    await waitFor(() => expect(within(menu).queryByRole('menuitem', { name: 'Permissions…' })).toBeNull(), {
      timeout: 4000,
    });
  },
};

/** Without `onOpenPermissions` the item never shows (the host has no permissions page). */
export const NoPermissionsPage: Story = {
  play: async ({ canvasElement }) => {
    await focusRow(canvasElement, 'Favourites');
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await body().findByRole('menu');
    await within(menu).findByRole('menuitem', { name: 'Rename' });
    expect(within(menu).queryByRole('menuitem', { name: 'Permissions…' })).toBeNull();
  },
};
