// Every state and error of the folder tree (spec 000 §2, §4, §5, §8) on the mocks: users through
// `parameters.mocks.user`, failures through the named scenarios per operationId. What the tree
// reports (selection, open folders, the permissions page) goes to the actions panel; play functions
// assert on those spies. Each story runs as a test in chromium with axe.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { setScenario } from '@vitrine/mocks';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FolderTree, type FolderTreeProps } from './FolderTree';
import '../base/base.css';
import './folder.css';

/** Seed ids of @vitrine/mocks used below. */
const SEED = {
  marketing: 1,
  campaigns: 2,
  y2024: 28,
  summer2024: 30,
  products: 50,
  catalogue: 51,
  archive: 213,
  press: 204,
};

/** The smallest embed: the provider, the stylesheets, the tree in a panel of the host's layout. */
const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { FolderTree } from '@vitrine/tree';
import { VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';
import '@vitrine/tree/styles.css';

const client = createVitrineClient({ baseUrl: 'https://assets.example.com' });

export function FolderPanel() {
  return (
    <VitrineProvider client={client}>
      <div style={{ height: 460, width: 320 }}>
        <FolderTree
          defaultOpen={[0]}
          onValueChange={(selection) => console.log(selection)} // { kind: 'folder', id } or { kind: 'all' }
        />
      </div>
    </VitrineProvider>
  );
}`;

const meta = {
  title: 'tree/Folder tree',
  component: FolderTree,
  tags: ['autodocs'],
  // The tree fills its parent: the host's panel.
  decorators: [
    (Story) => (
      <div style={{ height: 460, width: 320, display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
  args: {
    defaultOpen: [0],
    onValueChange: fn(),
    onOpenChange: fn(),
    onOpenPermissions: fn(),
    onShareWithPeople: fn(),
  },
} satisfies Meta<typeof FolderTree>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const treeOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('tree', { name: 'Folders' });
const row = async (canvasElement: HTMLElement, name: string) =>
  within(treeOf(canvasElement)).findByRole('treeitem', { name }, { timeout: 8000 });

/** Right-clicks a row and waits for its menu with the permission answers in. */
async function openMenu(canvasElement: HTMLElement, name: string, enabledItem: string) {
  const target = await row(canvasElement, name);
  await userEvent.pointer({ keys: '[MouseRight]', target });
  const menu = await body().findByRole('menu', {}, { timeout: 4000 });
  // The permission answers come in while the menu is open (a loaded machine may take a while).
  await waitFor(
    () =>
      expect(within(menu).getByRole('menuitem', { name: enabledItem })).not.toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    { timeout: 6000 },
  );
  return menu;
}

async function choose(menu: HTMLElement, item: string) {
  await userEvent.click(within(menu).getByRole('menuitem', { name: item }));
  await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
}

async function answerPrompt(title: string, value: string, confirmLabel: string) {
  const dialog = await body().findByRole('dialog', { name: title }, { timeout: 4000 });
  const field = within(dialog).getByRole('textbox', { name: 'Name' });
  await userEvent.clear(field);
  await userEvent.type(field, value);
  await userEvent.click(within(dialog).getByRole('button', { name: confirmLabel }));
  return dialog;
}

async function confirmQuestion(text: string | RegExp, button: string) {
  const dialog = await body().findByRole('alertdialog', {}, { timeout: 4000 });
  await expect(dialog).toHaveTextContent(text);
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
}

/** A toast saying `message` (its text also holds the spoken kind, "Success: ..."). */
const expectToast = async (message: string) =>
  waitFor(
    () => {
      const messages = Array.from(document.querySelectorAll('.vt-ui__toast-message'));
      if (!messages.some((element) => element.textContent?.endsWith(message))) {
        const shown = messages.map((element) => element.textContent).join(' | ');
        const dialogs = Array.from(document.querySelectorAll('[role="dialog"],[role="alertdialog"]'))
          .map((element) => element.getAttribute('data-kind'))
          .join();
        throw new Error(`no toast "${message}" (toasts: ${shown || 'none'}; dialogs: ${dialogs || 'none'})`);
      }
    },
    { timeout: 4000 },
  );

// ---------------------------------------------------------------------------------------------
// Loading and showing
// ---------------------------------------------------------------------------------------------

/** 'All' open: the top-level folders, each with its level, position and set size. */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement }) => {
    const all = await row(canvasElement, 'All');
    await expect(all).toHaveAttribute('aria-expanded', 'true');
    const marketing = await row(canvasElement, 'Marketing');
    await expect(marketing).toHaveAttribute('aria-level', '2');
    await expect(marketing).toHaveAttribute('aria-posinset', '6');
    await expect(marketing).toHaveAttribute('aria-setsize', '10');
  },
};

/** Closed at first; the global setting autoExpandRootFolder is off in the seed. */
export const Collapsed: Story = {
  args: { defaultOpen: [] },
  play: async ({ canvasElement }) => {
    const all = await row(canvasElement, 'All');
    await expect(all).toHaveAttribute('aria-expanded', 'false');
  },
};

/** spec 000 §3: 'All' opens by itself when the global setting autoExpandRootFolder says so. */
export const AutoExpandRoot: Story = {
  args: { defaultOpen: [] },
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/config/globalsettings', () =>
          HttpResponse.json({
            autoExpandRootFolder: true,
            enableNotifications: true,
            subscriptionAllowed: true,
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await row(canvasElement, 'Marketing')).toBeVisible();
    await expect(await row(canvasElement, 'All')).toHaveAttribute('aria-expanded', 'true');
  },
};

/** spec 000 §4: an open folder shows 'Loading...' until its children arrive (slow scenario). */
export const LoadingChildren: Story = {
  parameters: { mocks: { scenarios: { getSubfolders: 'slow' } } },
  play: async ({ canvasElement }) => {
    const loading = await row(canvasElement, 'Loading...');
    await expect(loading).toHaveAttribute('aria-busy', 'true');
  },
};

/** Whether the failing answers of {@link failSubfolders} are let through (shut by each story's loader). */
const gate = { open: false };
const shutGate = () => {
  gate.open = false;
  return {};
};

/** Answers 500 to the subfolders calls `fails` picks while the gate is shut; the mocks answer the rest. */
const failSubfolders = (fails: (body: { folderId: number | string; skip?: number }) => boolean) =>
  http.post('*/api/folders/subfolders', async ({ request }) => {
    const body = (await request.clone().json()) as { folderId: number | string; skip?: number };
    if (!gate.open && fails(body))
      return HttpResponse.json({ responseStatus: { errorCode: 'Error' } }, { status: 500 });
    return undefined;
  });

/** The tree's error state (its message and Try again), once it shows. */
const loadError = async (canvasElement: HTMLElement, message: string) => {
  const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 8000 });
  await expect(alert).toHaveTextContent(message);
  return alert;
};

/**
 * spec 000 §8: a tree load failure is only logged, never a toast; the node closes again, and the
 * tree shows its error state (docs/decisions.md). Try again asks for the list again.
 */
export const LoadFailed: Story = {
  parameters: { mocks: { scenarios: { getSubfolders: 'error-500' } } },
  play: async ({ canvasElement, args }) => {
    const all = await row(canvasElement, 'All');
    await waitFor(() => expect(all).toHaveAttribute('aria-expanded', 'false'), { timeout: 4000 });
    await expect(within(treeOf(canvasElement)).getAllByRole('treeitem')).toHaveLength(1);
    await expect(document.querySelector('.vt-ui__toast')).toBeNull();
    const alert = await loadError(canvasElement, 'The folders could not be loaded.');
    // The server answers again: Try again opens 'All' and its folders arrive.
    setScenario('getSubfolders', null);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await row(canvasElement, 'Marketing')).toBeVisible();
    await expect(all).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith([0]);
    await waitFor(() => expect(within(canvasElement).queryByRole('alert')).toBeNull());
    await expect(document.querySelector('.vt-ui__toast')).toBeNull();
  },
};

/** One folder's subfolders fail: the message names it, and Try again opens it with its subfolders. */
export const SubfoldersLoadFailed: Story = {
  parameters: { msw: { handlers: [failSubfolders((body) => body.folderId === SEED.marketing)] } },
  loaders: [shutGate],
  args: { defaultOpen: [0, SEED.marketing] },
  play: async ({ canvasElement }) => {
    const alert = await loadError(canvasElement, 'The folders in "Marketing" could not be loaded.');
    await expect(await row(canvasElement, 'Marketing')).toHaveAttribute('aria-expanded', 'false');
    gate.open = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await row(canvasElement, 'Campaigns')).toHaveAttribute('aria-level', '3');
    await waitFor(() => expect(within(canvasElement).queryByRole('alert')).toBeNull());
  },
};

/** spec 000 §3, §9: 100 children at a time, then a "Load more..." row (Catalogue has 120). */
export const LoadMore: Story = {
  args: { defaultOpen: [0, SEED.products, SEED.catalogue] },
  play: async ({ canvasElement }) => {
    await row(canvasElement, 'SKU-1001');
    // The row sits below 100 others: scroll the virtualized list down to it.
    const list = treeOf(canvasElement).querySelector('.vt-tree__list') as HTMLElement;
    list.scrollTop = list.scrollHeight;
    const more = await row(canvasElement, 'Load more...');
    await expect(more).toHaveAttribute('aria-posinset', '101');
    // react-window turns pointer events off while the list scrolls.
    await waitFor(() => expect(getComputedStyle(more).pointerEvents).not.toBe('none'));
    await userEvent.click(more);
    await waitFor(
      () =>
        expect(within(treeOf(canvasElement)).queryByRole('treeitem', { name: 'Load more...' })).toBeNull(),
      { timeout: 4000 },
    );
  },
};

/** The next page fails: the error state names the folder; Try again loads the page. */
export const LoadMoreFailed: Story = {
  args: { defaultOpen: [0, SEED.products, SEED.catalogue] },
  parameters: {
    msw: {
      handlers: [failSubfolders((body) => body.folderId === SEED.catalogue && (body.skip ?? 0) > 0)],
    },
  },
  loaders: [shutGate],
  play: async ({ canvasElement }) => {
    await row(canvasElement, 'SKU-1001');
    const list = treeOf(canvasElement).querySelector('.vt-tree__list') as HTMLElement;
    list.scrollTop = list.scrollHeight;
    const more = await row(canvasElement, 'Load more...');
    await waitFor(() => expect(getComputedStyle(more).pointerEvents).not.toBe('none'));
    await userEvent.click(more);
    const alert = await loadError(canvasElement, 'The folders in "Catalogue" could not be loaded.');
    await expect(await row(canvasElement, 'Load more...')).toBeVisible();
    gate.open = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(
      () =>
        expect(within(treeOf(canvasElement)).queryByRole('treeitem', { name: 'Load more...' })).toBeNull(),
      { timeout: 4000 },
    );
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** spec 000 §4: an opened URL selects a folder; the tree opens the path to it (parents' ids). */
export const SelectedFolder: Story = {
  args: { defaultOpen: [], defaultValue: { kind: 'folder', id: SEED.summer2024 } },
  play: async ({ canvasElement }) => {
    const summer = await row(canvasElement, 'Summer');
    await expect(summer).toHaveAttribute('aria-selected', 'true');
    await expect(summer).toHaveAttribute('aria-level', '5');
    await expect(await row(canvasElement, '2024')).toHaveAttribute('aria-expanded', 'true');
  },
};

/** spec 000 §4: 'All' uses id 0 and selects all files; a folder selects by its id. */
export const SelectAll: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await row(canvasElement, 'All'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ kind: 'all' });
    await userEvent.click(await row(canvasElement, 'Press'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ kind: 'folder', id: SEED.press });
  },
};

/** Another tree's selection (a set) shows nothing selected here. */
export const OtherTreeSelected: Story = {
  args: { value: { kind: 'set', id: 3 } },
  play: async ({ canvasElement }) => {
    await row(canvasElement, 'Marketing');
    await expect(within(treeOf(canvasElement)).queryByRole('treeitem', { selected: true })).toBeNull();
  },
};

/** Dark theme. */
export const Dark: Story = {
  args: { defaultValue: { kind: 'folder', id: SEED.marketing }, defaultOpen: [0, SEED.marketing] },
  parameters: { themes: { themeOverride: 'dark' } },
  play: async ({ canvasElement }) => {
    await expect(await row(canvasElement, 'Campaigns')).toBeVisible();
  },
};

// ---------------------------------------------------------------------------------------------
// Search (spec 000 §5)
// ---------------------------------------------------------------------------------------------

/** Results show their path; a click selects the folder and opens the path to it. */
export const Search: Story = {
  args: { defaultOpen: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search folders' }), 'Catalogue');
    const result = await canvas.findByRole('button', { name: /Catalogue/ }, { timeout: 3000 });
    await expect(result).toHaveTextContent('/Products/Catalogue');
    await userEvent.click(result);
    await expect(await row(canvasElement, 'Catalogue')).toHaveAttribute('aria-selected', 'true');
  },
};

/** The search call fails: the box shows its error state; Try again asks again and the results come. */
export const SearchFailed: Story = {
  args: { defaultOpen: [] },
  parameters: { mocks: { scenarios: { searchFoldersByPath: 'error-500' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search folders' }), 'Catalogue');
    const alert = await loadError(canvasElement, 'The folders could not be searched.');
    setScenario('searchFoldersByPath', null);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const result = await canvas.findByRole('button', { name: /Catalogue/ }, { timeout: 3000 });
    await expect(result).toHaveTextContent('/Products/Catalogue');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A search with no match says so: @vitrine/ui's EmptyState under the box, and the status for screen readers. */
export const SearchNothingFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search folders' }), 'zzzz');
    const box = canvasElement.querySelector('.vt-tree__search') as HTMLElement;
    await waitFor(() => expect(within(box).getByRole('status')).toHaveTextContent('No folders found'));
    const empty = box.querySelector('.vt-ui__empty-state') as HTMLElement;
    await expect(empty).toBeVisible();
    await expect(empty.querySelector('.vt-ui__empty-state-title')).toHaveTextContent('No folders found');
    await expect(empty.querySelector('.vt-ui__empty-state-icon svg')).not.toBeNull();
    // Emptying the box takes it away.
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search folders' }));
    await waitFor(() => expect(box.querySelector('.vt-ui__empty-state')).toBeNull());
  },
};

// ---------------------------------------------------------------------------------------------
// Menus by user (spec 000 §6)
// ---------------------------------------------------------------------------------------------

/** The super admin sees every action, the permissions page included. */
export const MenuSuperAdmin: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 'Marketing', 'Rename…');
    for (const name of ['New folder…', 'Move to…', 'Delete', 'Re-sync', 'Permissions…', 'Notifications…']) {
      await expect(within(menu).getByRole('menuitem', { name })).toBeVisible();
    }
    await userEvent.keyboard('{Escape}');
  },
};

/** A viewer may only subscribe and pin. */
export const MenuViewer: Story = {
  parameters: { mocks: { user: 'viewer' } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 'Marketing', 'Notifications…');
    // Refused actions leave the menu as their answers come in.
    await waitFor(
      () => {
        for (const name of ['Rename…', 'Delete', 'Permissions…', 'New folder…']) {
          expect(within(menu).queryByRole('menuitem', { name })).toBeNull();
        }
      },
      { timeout: 6000 },
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** An editor has no setPermissions: no permissions page link. */
export const MenuEditor: Story = {
  parameters: { mocks: { user: 'editor' } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 'Marketing', 'Rename…');
    await waitFor(() => expect(within(menu).queryByRole('menuitem', { name: 'Permissions…' })).toBeNull(), {
      timeout: 6000,
    });
    await userEvent.keyboard('{Escape}');
  },
};

/** A guest (web settings never saved) gets no pin entry. */
export const MenuGuest: Story = {
  parameters: { mocks: { user: 'guest' }, vitrine: { webSettings: { persistence: 'none' } } },
  play: async ({ canvasElement }) => {
    const target = await row(canvasElement, 'Marketing');
    await userEvent.hover(target);
    await expect(await within(target).findByRole('button', { name: 'Actions for Marketing' })).toBeDisabled();
  },
};

/** The permissions page link calls the host (setPermissions only). */
export const OpenPermissions: Story = {
  play: async ({ canvasElement, args }) => {
    await choose(await openMenu(canvasElement, 'Marketing', 'Permissions…'), 'Permissions…');
    await waitFor(() => expect(args.onOpenPermissions).toHaveBeenCalledWith(SEED.marketing));
  },
};

/** "Share with people…" calls the host with the folder (share only, issue 20). */
export const ShareWithPeople: Story = {
  play: async ({ canvasElement, args }) => {
    await choose(await openMenu(canvasElement, 'Marketing', 'Share with people…'), 'Share with people…');
    await waitFor(() =>
      expect(args.onShareWithPeople).toHaveBeenCalledWith({
        folderId: SEED.marketing,
        folder: expect.objectContaining({ id: SEED.marketing, name: 'Marketing' }),
      }),
    );
  },
};

/** A viewer (no share) gets no "Share with people…" (the menu's pin entry shows it is open). */
export const ShareWithPeopleViewer: Story = {
  parameters: { mocks: { user: 'viewer' } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 'Marketing', 'Pin to quick access');
    await waitFor(
      () => expect(within(menu).queryByRole('menuitem', { name: 'Share with people…' })).toBeNull(),
      {
        timeout: 6000,
      },
    );
    await userEvent.keyboard('{Escape}');
  },
};

// ---------------------------------------------------------------------------------------------
// Create and rename (spec 000 §5, §8)
// ---------------------------------------------------------------------------------------------

export const Create: Story = {
  play: async ({ canvasElement }) => {
    await choose(await openMenu(canvasElement, 'Press', 'New folder…'), 'New folder…');
    await answerPrompt('Create folder', 'Interviews', 'Create');
    await expectToast('Folder has been created.');
    await expect(await row(canvasElement, 'Interviews')).toHaveAttribute('aria-level', '3');
  },
};

/** spec 000 §5: the name rules, word for word, under the field. */
export const CreateInvalidName: Story = {
  play: async ({ canvasElement }) => {
    await choose(await openMenu(canvasElement, 'Press', 'New folder…'), 'New folder…');
    const dialog = await answerPrompt('Create folder', 'a/b', 'Create');
    await expect(await within(dialog).findByText('Input contains invalid characters!')).toBeVisible();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Drafts.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(
      await within(dialog).findByText('The folder name cannot end with a dot character!'),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const CreateFailed: Story = {
  parameters: { mocks: { scenarios: { createFolder: 'error-500' } } },
  play: async ({ canvasElement }) => {
    await choose(await openMenu(canvasElement, 'Press', 'New folder…'), 'New folder…');
    await answerPrompt('Create folder', 'Interviews', 'Create');
    await expectToast('Error');
  },
};

export const Rename: Story = {
  play: async ({ canvasElement }) => {
    await choose(await openMenu(canvasElement, 'Press', 'Rename…'), 'Rename…');
    await answerPrompt('Rename folder', 'Newsroom', 'Rename');
    await expectToast('Folder has been renamed.');
    await expect(await row(canvasElement, 'Newsroom')).toBeVisible();
  },
};

/** spec 000 §5, §8: the Archive holds 12,500 items: 413, the question, then the resend with the flag. */
export const RenameHugeOperation: Story = {
  play: async ({ canvasElement }) => {
    await choose(await openMenu(canvasElement, 'Archive', 'Rename…'), 'Rename…');
    await answerPrompt('Rename folder', 'Old archive', 'Rename');
    await confirmQuestion(
      'There is more than 10 thousands items to rename! Are you sure you want to rename it?',
      'Rename',
    );
    await expectToast('Folder has been renamed.');
    await expect(await row(canvasElement, 'Old archive')).toBeVisible();
  },
};

/** Other rename errors show the server message, else the status text. */
export const RenameFailed: Story = {
  parameters: { mocks: { scenarios: { renameFolder: 'error-500' } } },
  play: async ({ canvasElement }) => {
    await choose(await openMenu(canvasElement, 'Press', 'Rename…'), 'Rename…');
    await answerPrompt('Rename folder', 'Newsroom', 'Rename');
    await expectToast('Error');
    await expect(await row(canvasElement, 'Press')).toBeVisible();
  },
};

// ---------------------------------------------------------------------------------------------
// Delete (spec 000 §4, §8)
// ---------------------------------------------------------------------------------------------

export const Delete: Story = {
  play: async ({ canvasElement }) => {
    await choose(await openMenu(canvasElement, 'Press', 'Delete'), 'Delete');
    await confirmQuestion('Do you want to delete the folder "Press" and everything in it?', 'Delete');
    await expectToast('Folder has been deleted.');
    await waitFor(() =>
      expect(within(treeOf(canvasElement)).queryByRole('treeitem', { name: 'Press' })).toBeNull(),
    );
  },
};

/** The node is restored and 'Failed to delete folder <id>.' shows (no server message). */
export const DeleteFailed: Story = {
  parameters: { mocks: { scenarios: { deleteFolder: 'error-500' } } },
  play: async ({ canvasElement }) => {
    await choose(await openMenu(canvasElement, 'Press', 'Delete'), 'Delete');
    await confirmQuestion(/Press/, 'Delete');
    await expectToast('Failed to delete folder 204.');
    await waitFor(async () =>
      expect(await row(canvasElement, 'Press')).not.toHaveAttribute('data-processing'),
    );
  },
};

/** While the delete runs the node is processing. */
export const DeleteProcessing: Story = {
  parameters: { mocks: { scenarios: { deleteFolder: 'slow' } } },
  play: async ({ canvasElement }) => {
    await choose(await openMenu(canvasElement, 'Press', 'Delete'), 'Delete');
    await confirmQuestion(/Press/, 'Delete');
    await waitFor(async () =>
      expect(await row(canvasElement, 'Press')).toHaveAttribute('data-processing', 'true'),
    );
  },
};

// ---------------------------------------------------------------------------------------------
// Re-sync, automatic re-sync, file types, notifications, pin (spec 000 §7, §8)
// ---------------------------------------------------------------------------------------------

export const Resync: Story = {
  play: async ({ canvasElement }) => {
    await choose(await openMenu(canvasElement, 'Press', 'Re-sync'), 'Re-sync');
    await expectToast('Folder re-sync has been scheduled.');
  },
};

export const ResyncFailed: Story = {
  parameters: { mocks: { scenarios: { resyncFolder: 'error-500' } } },
  play: async ({ canvasElement }) => {
    await choose(await openMenu(canvasElement, 'Press', 'Re-sync'), 'Re-sync');
    await expectToast('Failed to schedule folder re-sync.');
  },
};

export const AutoResync: Story = {
  play: async ({ canvasElement }) => {
    await choose(await openMenu(canvasElement, 'Press', 'Automatic re-sync…'), 'Automatic re-sync…');
    const dialog = await body().findByRole('dialog', { name: 'Automatic re-sync' }, { timeout: 4000 });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Re-sync "Press" automatically' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Automatic synchronization settings have been saved');
  },
};

/** spec 000 §8: 'Failed to save changes.' with the server's error code. */
export const AutoResyncFailed: Story = {
  parameters: { mocks: { scenarios: { setFolderAutoResync: 'error-500' } } },
  play: async ({ canvasElement }) => {
    await choose(await openMenu(canvasElement, 'Press', 'Automatic re-sync…'), 'Automatic re-sync…');
    const dialog = await body().findByRole('dialog', { name: 'Automatic re-sync' }, { timeout: 4000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Failed to save changes. Error');
    await userEvent.keyboard('{Escape}');
  },
};

/** The super admin adds types: a leading dot is added, duplicates ignored; parents' limits shown. */
export const FileTypes: Story = {
  args: { defaultOpen: [0, 195] },
  play: async ({ canvasElement }) => {
    await choose(
      await openMenu(canvasElement, 'Logos', 'Limit upload file types…'),
      'Limit upload file types…',
    );
    const dialog = await body().findByRole('dialog', { name: 'Limit upload file types' }, { timeout: 4000 });
    await expect(await within(dialog).findByText('.mov', {}, { timeout: 4000 })).toBeVisible();
    await expect(
      within(dialog).getByRole('region', { name: 'Forbidden by parent folders' }),
    ).toHaveTextContent('.exe, .zip');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Add file types' }), 'psd, .MOV  tif');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    const list = within(dialog).getByRole('list', { name: 'Limit upload file types' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['.mov', '.psd', '.tif']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('File type restrictions have been saved');
  },
};

/** Only a super admin may change the limits: an editor reads them. */
export const FileTypesReadOnly: Story = {
  args: { defaultOpen: [0, 195] },
  parameters: { mocks: { user: 'editor' } },
  play: async ({ canvasElement }) => {
    await choose(
      await openMenu(canvasElement, 'Logos', 'Limit upload file types…'),
      'Limit upload file types…',
    );
    const dialog = await body().findByRole('dialog', { name: 'Limit upload file types' }, { timeout: 4000 });
    await expect(
      await within(dialog).findByText('Only a super administrator may change file type restrictions.'),
    ).toBeVisible();
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  },
};

export const FileTypesFailed: Story = {
  parameters: { mocks: { scenarios: { setFolderFileTypeLimits: 'error-500' } } },
  play: async ({ canvasElement }) => {
    await choose(
      await openMenu(canvasElement, 'Press', 'Limit upload file types…'),
      'Limit upload file types…',
    );
    const dialog = await body().findByRole('dialog', { name: 'Limit upload file types' }, { timeout: 4000 });
    await userEvent.type(
      await within(dialog).findByRole('textbox', { name: 'Add file types' }, { timeout: 4000 }),
      'exe',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Error');
    await userEvent.keyboard('{Escape}');
  },
};

/** The eight subscription keys of spec 000 §3. */
export const Notifications: Story = {
  play: async ({ canvasElement }) => {
    await choose(await openMenu(canvasElement, 'Press', 'Notifications…'), 'Notifications…');
    const dialog = await body().findByRole(
      'dialog',
      { name: 'Notifications for "Press"' },
      { timeout: 4000 },
    );
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox')).toHaveLength(8));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Files are uploaded' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Notification settings have been saved.');
  },
};

/** spec 000 §8, spelling kept: 'Failed to save new subsctiption settings'. */
export const NotificationsFailed: Story = {
  parameters: { mocks: { scenarios: { updateNotifications: 'error-500' } } },
  play: async ({ canvasElement }) => {
    await choose(await openMenu(canvasElement, 'Press', 'Notifications…'), 'Notifications…');
    const dialog = await body().findByRole(
      'dialog',
      { name: 'Notifications for "Press"' },
      { timeout: 4000 },
    );
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Files are deleted' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Failed to save new subsctiption settings');
    await userEvent.keyboard('{Escape}');
  },
};

/** spec 000 §4, §8: pin, then unpin. */
export const PinAndUnpin: Story = {
  play: async ({ canvasElement }) => {
    await choose(await openMenu(canvasElement, 'Press', 'Pin to quick access'), 'Pin to quick access');
    await expectToast('Folder has been pinned.');
    await choose(
      await openMenu(canvasElement, 'Press', 'Unpin from quick access'),
      'Unpin from quick access',
    );
    await expectToast('Folder has been unpinned.');
  },
};

/** spec 000 §8: 'Failed to pin the folder.' shown as a success-style toast. */
export const PinFailed: Story = {
  parameters: { mocks: { scenarios: { pinFolder: 'error-500' } } },
  play: async ({ canvasElement }) => {
    await choose(await openMenu(canvasElement, 'Press', 'Pin to quick access'), 'Pin to quick access');
    await expectToast('Failed to pin the folder.');
  },
};

// ---------------------------------------------------------------------------------------------
// Move (spec 000 §4, §8) — "Move to…" is the keyboard way; drag and drop is tested in the browser
// ---------------------------------------------------------------------------------------------

/** The chooser refuses the folder itself; the warning check, then the confirmation, then the move. */
export const MoveTo: Story = {
  play: async ({ canvasElement }) => {
    await choose(await openMenu(canvasElement, 'Press', 'Move to…'), 'Move to…');
    const dialog = await body().findByRole('dialog', { name: 'Move "Press"' }, { timeout: 4000 });
    const picker = within(dialog).getByRole('tree', { name: 'Folders' });
    await userEvent.click(await within(picker).findByRole('treeitem', { name: 'Press' }));
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'A folder cannot be moved into itself or one of its subfolders.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Move here' })).toBeDisabled();
    await userEvent.click(within(picker).getByRole('treeitem', { name: 'Documents' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move here' }));
    await confirmQuestion('Move the folder "Press" into "Documents"?', 'Move');
    await expectToast('Folder has been moved.');
    await waitFor(() =>
      expect(within(treeOf(canvasElement)).queryByRole('treeitem', { name: 'Press' })).toBeNull(),
    );
  },
};

/** spec 000 §8: the permission-warning check returned nothing: the alert. */
export const MoveWarningFailed: Story = {
  parameters: { mocks: { scenarios: { getMovePermissionWarning: 'error-500' } } },
  play: async ({ canvasElement }) => {
    await choose(await openMenu(canvasElement, 'Press', 'Move to…'), 'Move to…');
    const dialog = await body().findByRole('dialog', { name: 'Move "Press"' }, { timeout: 4000 });
    const picker = within(dialog).getByRole('tree', { name: 'Folders' });
    await userEvent.click(await within(picker).findByRole('treeitem', { name: 'Documents' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move here' }));
    await expectToast('Failed to continue action. Something went wrong.');
  },
};

/** The warning the server gives shows in the confirmation (the Archive differs in permissions). */
export const MoveWithWarning: Story = {
  play: async ({ canvasElement }) => {
    await choose(await openMenu(canvasElement, 'Press', 'Move to…'), 'Move to…');
    const dialog = await body().findByRole('dialog', { name: 'Move "Press"' }, { timeout: 4000 });
    const picker = within(dialog).getByRole('tree', { name: 'Folders' });
    await userEvent.click(await within(picker).findByRole('treeitem', { name: 'Archive' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move here' }));
    await confirmQuestion(/different permissions/, 'Cancel');
  },
};

/** spec 000 §8: a folder the server could not move shows its exception message. */
export const MoveFailedFolder: Story = {
  parameters: {
    msw: {
      handlers: [
        http.patch('*/api/folders/move', () =>
          HttpResponse.json({ failedFolderIds: [{ folderId: 204, exceptionMessage: 'Press is locked.' }] }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await choose(await openMenu(canvasElement, 'Press', 'Move to…'), 'Move to…');
    const dialog = await body().findByRole('dialog', { name: 'Move "Press"' }, { timeout: 4000 });
    const picker = within(dialog).getByRole('tree', { name: 'Folders' });
    await userEvent.click(await within(picker).findByRole('treeitem', { name: 'Documents' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move here' }));
    await confirmQuestion(/Documents/, 'Move');
    await expectToast('Press is locked.');
  },
};

/** The move call itself failed: 'Failed to move folder(s)'. */
export const MoveFailed: Story = {
  parameters: { mocks: { scenarios: { moveFolders: 'error-500' } } },
  play: async ({ canvasElement }) => {
    await choose(await openMenu(canvasElement, 'Press', 'Move to…'), 'Move to…');
    const dialog = await body().findByRole('dialog', { name: 'Move "Press"' }, { timeout: 4000 });
    const picker = within(dialog).getByRole('tree', { name: 'Folders' });
    await userEvent.click(await within(picker).findByRole('treeitem', { name: 'Documents' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move here' }));
    await confirmQuestion(/Documents/, 'Move');
    await expectToast('Failed to move folder(s)');
  },
};

// ---------------------------------------------------------------------------------------------
// Desktop drops (spec 001 §4) — keyboard users upload from the top menu's Upload
// ---------------------------------------------------------------------------------------------

/** Two photos dragged from the desktop over a folder: the row is highlighted as the drop target. */
export const DesktopFilesOver: Story = {
  args: { onDesktopFilesDrop: fn() },
  play: async ({ canvasElement }) => {
    const target = await row(canvasElement, 'Documents');
    const dataTransfer = new DataTransfer();
    for (const name of ['beach.jpg', 'dunes.jpg'])
      dataTransfer.items.add(new File([new Uint8Array(8)], name, { type: 'image/jpeg' }));
    target.dispatchEvent(new DragEvent('dragenter', { dataTransfer, bubbles: true, cancelable: true }));
    target.dispatchEvent(new DragEvent('dragover', { dataTransfer, bubbles: true, cancelable: true }));
    await waitFor(() => expect(target).toHaveAttribute('data-drop-target', 'true'));
  },
};

const onDesktopFilesDrop = fn<NonNullable<FolderTreeProps['onDesktopFilesDrop']>>();

/** Dropped on the folder: the host gets the folder and the files (it opens its upload panel there). */
export const DesktopFilesDropped: Story = {
  args: { onDesktopFilesDrop },
  play: async ({ canvasElement }) => {
    const target = await row(canvasElement, 'Press');
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(new File([new Uint8Array(8)], 'beach.jpg', { type: 'image/jpeg' }));
    target.dispatchEvent(new DragEvent('dragover', { dataTransfer, bubbles: true, cancelable: true }));
    target.dispatchEvent(new DragEvent('drop', { dataTransfer, bubbles: true, cancelable: true }));
    await waitFor(() => expect(onDesktopFilesDrop).toHaveBeenCalledTimes(1));
    const event = onDesktopFilesDrop.mock.calls[0]?.[0];
    await expect(event?.folderId).toBe(SEED.press);
    await expect(event?.files.map(({ file }) => file.name)).toEqual(['beach.jpg']);
    await expect(target).not.toHaveAttribute('data-drop-target');
  },
};
