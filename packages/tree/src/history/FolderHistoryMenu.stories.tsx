// The history menu of the top menu (spec 000 §2) over the folder history (spec 000 §3, §9: at most
// 10 records, no duplicates, newest first, in browser local storage). The visits a story starts
// with are `parameters.history`; the selection the menu reports goes to the actions panel.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FolderHistoryMenu, type FolderHistoryMenuProps } from './FolderHistoryMenu';
import { createFolderHistoryStore, type FolderHistoryEntry } from './store';
import { useFolderHistory } from './useFolderHistory';
import './history.css';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { FolderHistoryMenu, useFolderHistory } from '@vitrine/tree';
import { VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';
import '@vitrine/tree/styles.css';

function TopMenuHistory({ onNavigate }) {
  const history = useFolderHistory(); // the browser's stored history
  return (
    <FolderHistoryMenu
      onValueChange={(selection) => {
        history.record(selection); // a visit moves to the top
        onNavigate(selection);
      }}
    />
  );
}

<VitrineProvider client={createVitrineClient()}>
  <TopMenuHistory onNavigate={(selection) => console.log(selection)} />
</VitrineProvider>`;

/** A host: the menu over its own store, recording each chosen record again as the newest visit. */
function HistoryHost({
  args,
  initial,
}: {
  args: FolderHistoryMenuProps;
  initial: readonly FolderHistoryEntry[];
}) {
  const [store] = useState(() => {
    const made = createFolderHistoryStore({ storage: null });
    for (const entry of [...initial].reverse()) made.add(entry);
    return made;
  });
  const history = useFolderHistory({ store });
  return (
    <div style={{ minHeight: 420 }}>
      <FolderHistoryMenu
        {...args}
        store={store}
        onValueChange={(next) => {
          args.onValueChange?.(next);
          history.record(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'tree/Folder history menu',
  component: FolderHistoryMenu,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { onValueChange: fn() },
  render: (args, { parameters }) => (
    <HistoryHost args={args} initial={(parameters.history as FolderHistoryEntry[] | undefined) ?? []} />
  ),
} satisfies Meta<typeof FolderHistoryMenu>;

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
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toBeDisabled();
    await expect(trigger(canvasElement)).toHaveAttribute('title', 'No history yet.');
  },
};

/** Twelve visits kept as ten, newest first (spec 000 §9). */
export const Full: Story = {
  parameters: { history: visits },
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
  parameters: {
    history: [
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
  parameters: { history: visits.slice(0, 3) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement));
    await userEvent.click(await body().findByRole('menuitem', { name: '2026' }));
    // the action runs once the menu has closed and focus is back on the trigger
    await eventually(() => expect(args.onValueChange).toHaveBeenLastCalledWith({ kind: 'folder', id: 3 }));
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
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
