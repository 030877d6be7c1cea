// The history menu of the top menu (spec 000 §2) over the folder history (spec 000 §3, §9: at most
// 10 records, no duplicates, newest first, in browser local storage).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { TreeSelection } from '../selection';
import { FolderHistoryMenu, type FolderHistoryMenuProps } from './FolderHistoryMenu';
import { createFolderHistoryStore, type FolderHistoryEntry } from './store';
import { useFolderHistory } from './useFolderHistory';
import './history.css';

/** A host: the menu, and the selection it reports recorded again as the newest visit. */
function FolderHistoryDemo(props: FolderHistoryMenuProps & { initial?: FolderHistoryEntry[] }) {
  const { initial = [], ...rest } = props;
  const [store] = useState(() => {
    const made = createFolderHistoryStore({ storage: null });
    for (const entry of [...initial].reverse()) made.add(entry);
    return made;
  });
  const history = useFolderHistory({ store });
  const [selection, setSelection] = useState<TreeSelection | null>(null);
  return (
    <div style={{ minHeight: 420 }}>
      <FolderHistoryMenu
        {...rest}
        store={store}
        onValueChange={(next) => {
          setSelection(next);
          history.record(next);
        }}
      />
      <p>
        Selected: <output data-testid="selection">{selection ? JSON.stringify(selection) : 'none'}</output>
      </p>
    </div>
  );
}

const meta = {
  title: 'tree/Folder history menu',
  component: FolderHistoryDemo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FolderHistoryDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** waitFor with room for the mocks to answer on a busy machine (no wall time is asserted). */
const eventually = <T,>(check: () => T | Promise<T>) => waitFor(check, { timeout: 5000 });
const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'History' });

const FOLDERS = [
  'Marketing',
  'Campaigns',
  '2026',
  'Spring',
  'Products',
  'Catalogue',
  'Events',
  'Press',
  'Archive',
  'Photography',
  'Audio',
  'Documents',
];
const visits: FolderHistoryEntry[] = FOLDERS.map((name, index) => ({ id: index + 1, type: 'folder', name }));

/** Nothing visited yet: the menu cannot open. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toBeDisabled();
    await expect(trigger(canvasElement)).toHaveAttribute('title', 'No history yet.');
  },
};

/** Twelve visits kept as ten, newest first (spec 000 §9). */
export const Full: Story = {
  args: { initial: visits },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const items = await body().findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(FOLDERS.slice(0, 10));
    await userEvent.keyboard('{Escape}');
    await eventually(() => expect(trigger(canvasElement)).toHaveFocus());
  },
};

/** Every kind of record; names stored with them, or made from the record when there is none. */
export const Kinds: Story = {
  args: {
    initial: [
      { id: 4, type: 'folder', name: 'Marketing' },
      { id: 7, type: 'set', name: 'Hero images' },
      { id: 2, type: 'collection', name: 'Brand Book' },
      { id: 'location/France/Bretagne', type: 'logical' },
      { id: 9, type: 'folder' },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const items = await body().findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Marketing',
      'Hero images',
      'Brand Book',
      'France / Bretagne',
      'Folder 9',
    ]);
    await userEvent.keyboard('{Escape}');
  },
};

/** Choosing a record reports its selection; the host records it again, so it moves to the top. */
export const ChooseRecord: Story = {
  args: { initial: visits.slice(0, 3) },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await userEvent.click(await body().findByRole('menuitem', { name: '2026' }));
    // the action runs once the menu has closed and focus is back on the trigger
    await eventually(() =>
      expect(within(canvasElement).getByTestId('selection')).toHaveTextContent('{"kind":"folder","id":3}'),
    );
    await userEvent.click(trigger(canvasElement));
    await eventually(() =>
      expect(
        body()
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['2026', 'Marketing', 'Campaigns']),
    );
    await userEvent.keyboard('{Escape}');
  },
};
