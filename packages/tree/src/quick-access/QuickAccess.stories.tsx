// Every state of quick access on the mocks (spec 000 §1, §3 pinned items, §4 pin/unpin, §8 messages).
// The seed pins, for the signed-in administrator: the folders Catalogue and Marketing, the set Hero
// images, and the logical views date-2025 and location/France.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { currentDb } from '@vitrine/mocks';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { TreeSelection } from '../selection';
import { QuickAccess, type QuickAccessProps } from './QuickAccess';
import '../base/base.css';
import './quick-access.css';

/** Quick access in a panel-sized box; the selection and the last reveal printed under it. */
function QuickAccessDemo(props: QuickAccessProps) {
  const [selection, setSelection] = useState<TreeSelection | null>(props.defaultValue ?? null);
  const [revealed, setRevealed] = useState<TreeSelection | null>(null);
  return (
    <div style={{ width: 320 }}>
      <div style={{ height: 240, display: 'flex', flexDirection: 'column' }}>
        <QuickAccess {...props} onValueChange={setSelection} onReveal={setRevealed} />
      </div>
      <p>
        Selected: <output data-testid="selection">{selection ? JSON.stringify(selection) : 'none'}</output>
      </p>
      <p>
        Revealed: <output data-testid="revealed">{revealed ? JSON.stringify(revealed) : 'none'}</output>
      </p>
    </div>
  );
}

const meta = {
  title: 'tree/Quick access',
  component: QuickAccessDemo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof QuickAccessDemo>;

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

/** Nothing pinned (this user has no pins). */
export const Empty: Story = {
  parameters: { mocks: { user: 'editor' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nothing is pinned yet.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('treeitem')).toBeNull();
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

/** The list could not be read: only logged (spec 000 §8), no toast, the section stays empty. */
export const LoadFailed: Story = {
  parameters: { mocks: { scenarios: { getPinnedItems: 'error-500' } } },
  play: async ({ canvasElement }) => {
    await eventually(() =>
      expect(canvasElement.querySelector('[data-vt-quick-access]')).toHaveAttribute('data-state', 'error'),
    );
    await expect(document.querySelector('.vt-ui__toast')).toBeNull();
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
  play: async ({ canvasElement }) => {
    await userEvent.click(await row(canvasElement, entry('Hero images', 'Virtual Set')));
    const selection = within(canvasElement).getByTestId('selection');
    await eventually(() => expect(selection.textContent).toMatch(/^\{"kind":"set","id":\d+\}$/));
    await eventually(() =>
      expect(within(canvasElement).getByTestId('revealed')).toHaveTextContent(selection.textContent ?? ''),
    );
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
      expect(selection).toHaveTextContent('{"kind":"logical","nodeId":"location/France"}'),
    );
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
