// Every state of quick access on the mocks (spec 000 §1, §3 pinned items, §4 pin/unpin, §8 messages).
// The seed pins, for the signed-in administrator: the folders Catalogue and Marketing, the set Hero
// images, and the logical views date-2025 and location/France. What it reports (selection, the
// item to reveal) goes to the actions panel; play functions assert on those spies.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { currentDb, setScenario } from '@vitrine/mocks';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QuickAccess } from './QuickAccess';
import '../base/base.css';
import './quick-access.css';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { QuickAccess } from '@vitrine/tree';
import { VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';
import '@vitrine/tree/styles.css';

<VitrineProvider client={createVitrineClient()}>
  <div style={{ height: 240, width: 320 }}>
    <QuickAccess
      onValueChange={(selection) => setSelection(selection)} // the pinned folder, set or logical view
      onReveal={(selection) => revealInItsTree(selection)}
    />
  </div>
</VitrineProvider>`;

const meta = {
  title: 'tree/Quick access',
  component: QuickAccess,
  tags: ['autodocs'],
  // Quick access fills its parent: a panel-sized box.
  decorators: [
    (Story) => (
      <div style={{ width: 320, height: 240, display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
  args: { onValueChange: fn(), onReveal: fn() },
} satisfies Meta<typeof QuickAccess>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** waitFor with room for the mocks to answer on a busy machine (no wall time is asserted). */
const eventually = <T,>(check: () => T | Promise<T>) => waitFor(check, { timeout: 5000 });
const list = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('tree', { name: 'Quick access' }, { timeout: 5000 });
const rowNames = async (canvasElement: HTMLElement) =>
  (await within(await list(canvasElement)).findAllByRole('treeitem')).map((row) =>
    row.querySelector('.vt-tree__label')?.firstChild?.textContent?.trim(),
  );
const row = async (canvasElement: HTMLElement, name: string | RegExp) =>
  within(await list(canvasElement)).findByRole('treeitem', { name }, { timeout: 5000 });

/** An entry's accessible name: its name, then its kind (visually hidden). */
const entry = (name: string, kind: string) =>
  new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*,\\s*${kind}$`);

/** Waits for a toast with this message and returns its kind. */
async function toastKind(message: string): Promise<string | null> {
  let kind: string | null = null;
  await waitFor(
    () => {
      const toast = [...document.querySelectorAll<HTMLElement>('.vt-ui__toast')].find((element) =>
        element.textContent?.includes(message),
      );
      expect(toast).toBeDefined();
      kind = toast?.getAttribute('data-kind') ?? null;
    },
    { timeout: 5000 },
  );
  return kind;
}

async function unpinFromMenu(target: HTMLElement) {
  await userEvent.pointer({ keys: '[MouseRight]', target });
  await userEvent.click(await body().findByRole('menuitem', { name: 'Unpin' }));
}

/** A story loader that changes the mock library after the preview reset it. */
const withDb = (change: (db: ReturnType<typeof currentDb>) => void) => async () => {
  change(currentDb());
  return {};
};

/** Pinned folders, sets and logical views, each named; a logical view by its path in the logical tree. */
export const WithItems: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement }) => {
    await eventually(async () =>
      expect(await rowNames(canvasElement)).toEqual([
        'Catalogue',
        'Marketing',
        'Hero images',
        '2025',
        'France',
      ]),
    );
    // the kind is part of each entry's accessible name
    await expect(await row(canvasElement, entry('Catalogue', 'Folder'))).toHaveAttribute('aria-level', '1');
    await expect(await row(canvasElement, entry('Hero images', 'Virtual Set'))).toBeVisible();
    await expect(await row(canvasElement, entry('2025', 'Logical view'))).toBeVisible();
    await expect(canvasElement.querySelector('[data-vt-quick-access]')).not.toBeNull();
  },
};

/** Keyword and custom-field views are named from the keyword list and the definitions. */
export const NamedLogicalViews: Story = {
  loaders: [
    withDb((db) => {
      db.pinnedFor(1).logicalViewStrings = [
        'attribute-keyword-4',
        'custom-3-Magnum',
        'date-2024-03',
        'location/Iceland/<Not specified>',
        'attribute-author-Mei Tanaka',
      ];
    }),
  ],
  play: async ({ canvasElement }) => {
    await eventually(async () =>
      expect((await rowNames(canvasElement)).slice(3)).toEqual([
        'Keyword / brand',
        'Photo Agency Name / Magnum',
        '2024 / March',
        'Iceland / <Not specified>',
        'Author / Mei Tanaka',
      ]),
    );
  },
};

/** Nothing pinned (this user has no pins): the empty state alone, no tree, no tab stop. */
export const Empty: Story = {
  parameters: { mocks: { user: 'editor' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nothing is pinned yet.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('tree')).toBeNull();
    const list = canvasElement.querySelector('[data-vt-quick-access]');
    const tabStops = [...(list?.querySelectorAll<HTMLElement>('*') ?? [])].filter((element) => element.tabIndex >= 0);
    await expect(tabStops).toEqual([]);
  },
};

/** The list is still loading: nothing drawn yet, the section is busy. */
export const Loading: Story = {
  parameters: { mocks: { scenarios: { getPinnedItems: 'slow' } } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-vt-quick-access]');
    await expect(root).toHaveAttribute('data-state', 'pending');
    await expect(root).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * The list could not be read: never a toast (spec 000 §8: only logged); the section shows its error
 * state (docs/decisions.md). Try again asks again and the pins arrive.
 */
export const LoadFailed: Story = {
  parameters: { mocks: { scenarios: { getPinnedItems: 'error-500' } } },
  play: async ({ canvasElement }) => {
    await eventually(() =>
      expect(canvasElement.querySelector('[data-vt-quick-access]')).toHaveAttribute('data-state', 'error'),
    );
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The pinned items could not be loaded.');
    await expect(document.querySelector('.vt-ui__toast')).toBeNull();
    setScenario('getPinnedItems', null);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await eventually(async () =>
      expect(await rowNames(canvasElement)).toEqual([
        'Catalogue',
        'Marketing',
        'Hero images',
        '2025',
        'France',
      ]),
    );
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** Logical views disabled (ShowLogicalViews false): their pins are left out. */
export const LogicalViewsDisabled: Story = {
  loaders: [withDb((db) => Object.assign(db.flags, { ShowLogicalViews: false }))],
  play: async ({ canvasElement }) => {
    await eventually(async () =>
      expect(await rowNames(canvasElement)).toEqual(['Catalogue', 'Marketing', 'Hero images']),
    );
  },
};

/** "Go to": selecting an entry selects its item and asks the host to reveal it in its tree. */
export const GoTo: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await row(canvasElement, entry('Hero images', 'Virtual Set')));
    await eventually(() =>
      expect(args.onValueChange).toHaveBeenLastCalledWith({ kind: 'set', id: expect.any(Number) }),
    );
    const selected = (args.onValueChange as ReturnType<typeof fn>).mock.lastCall?.[0];
    // the host is asked to reveal exactly what was selected
    await eventually(() => expect(args.onReveal).toHaveBeenLastCalledWith(selected));
    const hero = await row(canvasElement, entry('Hero images', 'Virtual Set'));
    await eventually(() => expect(hero).toHaveAttribute('aria-selected', 'true'));
    // the same from the row's actions
    await userEvent.pointer({
      keys: '[MouseRight]',
      target: await row(canvasElement, entry('France', 'Logical view')),
    });
    await userEvent.click(await body().findByRole('menuitem', { name: 'Go to' }));
    // the action runs once the menu has closed
    await eventually(() =>
      expect(args.onValueChange).toHaveBeenLastCalledWith({ kind: 'logical', nodeId: 'location/France' }),
    );
    await expect(args.onReveal).toHaveBeenLastCalledWith({ kind: 'logical', nodeId: 'location/France' });
  },
};

/** Unpin a folder from quick access: 'Folder has been unpinned.' (spec 000 §8), the entry goes. */
export const Unpin: Story = {
  play: async ({ canvasElement }) => {
    await unpinFromMenu(await row(canvasElement, entry('Marketing', 'Folder')));
    await expect(await toastKind('Folder has been unpinned.')).toBe('success');
    await eventually(async () =>
      expect(await rowNames(canvasElement)).toEqual(['Catalogue', 'Hero images', '2025', 'France']),
    );
  },
};

/** A refused folder unpin: 'Failed to unpin the folder.' as a success-style toast (spec 000 §8); the entry stays. */
export const UnpinFolderFailed: Story = {
  parameters: { mocks: { scenarios: { pinFolder: 'error-500' } } },
  play: async ({ canvasElement }) => {
    await unpinFromMenu(await row(canvasElement, entry('Marketing', 'Folder')));
    await expect(await toastKind('Failed to unpin the folder.')).toBe('success');
    await eventually(async () => expect(await rowNames(canvasElement)).toContain('Marketing'));
  },
};

/** A refused set unpin: 'Failed to pin the {set}' with the sets label (spec 000 §8). */
export const UnpinSetFailed: Story = {
  parameters: { mocks: { scenarios: { pinSet: 'error-404' } } },
  play: async ({ canvasElement }) => {
    await unpinFromMenu(await row(canvasElement, entry('Hero images', 'Virtual Set')));
    await expect(await toastKind('Failed to pin the Virtual Set')).toBe('error');
    await eventually(async () => expect(await rowNames(canvasElement)).toContain('Hero images'));
  },
};
