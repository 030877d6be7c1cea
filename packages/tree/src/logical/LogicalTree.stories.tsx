// Every state of the logical tree on the mocks (spec 000 §2 "Logical tree", §4 lazy branches, §8).
// What it reports (selection, open nodes) goes to the actions panel; play functions assert on those
// spies.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { currentDb, setScenario } from '@vitrine/mocks';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LogicalTree } from './LogicalTree';
import '../base/base.css';
import './logical.css';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { LogicalTree } from '@vitrine/tree';
import { VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';
import '@vitrine/tree/styles.css';

<VitrineProvider client={createVitrineClient()}>
  <div style={{ height: 360, width: 320 }}>
    <LogicalTree
      onValueChange={(selection) => console.log(selection)} // { kind: 'logical', nodeId: 'date-2025' }
    />
  </div>
</VitrineProvider>`;

const meta = {
  title: 'tree/Logical tree',
  component: LogicalTree,
  tags: ['autodocs'],
  // The tree fills its parent: a panel-sized box.
  decorators: [
    (Story) => (
      <div style={{ width: 320, height: 360, display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
  args: { onValueChange: fn(), onOpenChange: fn() },
} satisfies Meta<typeof LogicalTree>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** waitFor with room for the mocks to answer on a busy machine (no wall time is asserted). */
const eventually = <T,>(check: () => T | Promise<T>) => waitFor(check, { timeout: 5000 });
const tree = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('tree', { name: 'Logical views' }, { timeout: 5000 });
const item = async (canvasElement: HTMLElement, name: string | RegExp) =>
  within(await tree(canvasElement)).findByRole('treeitem', { name }, { timeout: 5000 });
const headingNames = async (canvasElement: HTMLElement) =>
  (await within(await tree(canvasElement)).findAllByRole('treeitem'))
    .filter((row) => row.getAttribute('aria-level') === '1')
    .map((row) => row.textContent);

/** Waits for a toast with this message and returns its kind (spec 000 §8 names the kinds). */
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

const HEADINGS = [
  'Browse by Timeline',
  'Browse by Data Tags',
  'Browse by Geographical Location',
  'Browse by Custom Data Fields',
];

/** A story loader that changes the mock library after the preview reset it. */
const withDb = (change: (db: ReturnType<typeof currentDb>) => void) => async () => {
  change(currentDb());
  return {};
};

/** The four headings, closed; nothing is asked for before a branch opens (spec 000 §2, §4). */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement }) => {
    await eventually(async () => expect(await headingNames(canvasElement)).toEqual(HEADINGS));
    const timeline = await item(canvasElement, 'Browse by Timeline');
    await expect(timeline).toHaveAttribute('aria-expanded', 'false');
    // headings open and close; they are not logical views
    await expect(timeline).not.toHaveAttribute('aria-selected');
  },
};

/** Browse by Timeline open: years, then months (spec 000 §2), each with its count in brackets. */
export const TimelineOpen: Story = {
  args: { defaultOpen: ['logical:timeline', 'date-2025'] },
  play: async ({ canvasElement }) => {
    await expect(await item(canvasElement, /^2025 \(\d+\)$/)).toHaveAttribute('aria-level', '2');
    const months = (await within(await tree(canvasElement)).findAllByRole('treeitem')).filter(
      (row) => row.getAttribute('aria-level') === '3',
    );
    await expect(months.length).toBeGreaterThan(0);
    await expect(months[0]?.textContent).toMatch(
      /^(January|February|March|April|May|June|July|August|September|October|November|December) \(\d+\)$/,
    );
  },
};

/** Browse by Data Tags: Title, Author, Subject, Keyword; the authors open. */
export const DataTagsOpen: Story = {
  args: { defaultOpen: ['logical:dataTags', 'logical:dataTags:author'] },
  play: async ({ canvasElement }) => {
    for (const name of ['Title', 'Author', 'Subject', 'Keyword']) {
      await expect(await item(canvasElement, name)).toHaveAttribute('aria-level', '2');
    }
    await expect(await item(canvasElement, /^Mei Tanaka \(\d+\)$/)).toHaveAttribute('aria-level', '3');
  },
};

/** Browse by Geographical Location: country → state/province → city; empty parts '<Not specified>'. */
export const LocationOpen: Story = {
  args: {
    defaultOpen: ['logical:location', 'location/Iceland', 'location/Iceland/<Not specified>'],
  },
  play: async ({ canvasElement }) => {
    await expect(await item(canvasElement, /^Iceland \(\d+\)$/)).toHaveAttribute('aria-level', '2');
    const unspecified = await within(await tree(canvasElement)).findAllByRole('treeitem', {
      name: /^<Not specified> \(\d+\)$/,
    });
    await expect(unspecified.map((row) => row.getAttribute('aria-level'))).toEqual(['3', '4']);
  },
};

/** Browse by Custom Data Fields: one node per definition but the recognition label, '__' shown as spaces. */
export const CustomFieldsOpen: Story = {
  args: { defaultOpen: ['logical:customFields', 'logical:customFields:3'] },
  play: async ({ canvasElement }) => {
    await expect(await item(canvasElement, 'Project Code')).toHaveAttribute('aria-level', '2');
    await expect(await item(canvasElement, 'Photo Agency Name')).toHaveAttribute('aria-level', '2');
    await expect(await item(canvasElement, /^Magnum \(\d+\)$/)).toHaveAttribute('aria-level', '3');
    await expect(within(await tree(canvasElement)).queryByRole('treeitem', { name: 'AI Labels' })).toBeNull();
  },
};

/** A lazy branch shows 'Loading...' until its call answers (spec 000 §4; the date call is slow here). */
export const BranchLoading: Story = {
  parameters: { mocks: { scenarios: { getLogicalDate: 'slow' } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await item(canvasElement, 'Browse by Timeline'));
    const loading = await item(canvasElement, 'Loading...');
    await expect(loading).toHaveAttribute('aria-level', '2');
    await expect(loading).toHaveAttribute('aria-busy', 'true');
  },
};

/** Selecting a view reports `{ kind: 'logical', nodeId }`; a selection from outside opens the way to it. */
export const Selected: Story = {
  args: { defaultValue: { kind: 'logical', nodeId: 'location/France/Île-de-France' } },
  play: async ({ canvasElement, args }) => {
    const state = await item(canvasElement, /^Île-de-France \(\d+\)$/);
    await eventually(() => expect(state).toHaveAttribute('aria-selected', 'true'));
    await userEvent.click(await item(canvasElement, /^France \(\d+\)$/));
    await eventually(() =>
      expect(args.onValueChange).toHaveBeenLastCalledWith({ kind: 'logical', nodeId: 'location/France' }),
    );
  },
};

/** A branch whose call answers no rows is removed (spec 000 §4): here the timeline has no dated files. */
export const EmptyBranchRemoved: Story = {
  loaders: [
    withDb((db) => {
      for (const image of db.images) image.imageIPTC.DateCreated = null;
    }),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(await item(canvasElement, 'Browse by Timeline'));
    await eventually(async () => expect(await headingNames(canvasElement)).toEqual(HEADINGS.slice(1)));
  },
};

/**
 * A failed branch: never a toast (spec 000 §8: only logged); the branch closes and the tree shows
 * its error state naming it (docs/decisions.md). Try again opens it and its views arrive.
 */
export const BranchLoadFailed: Story = {
  parameters: { mocks: { scenarios: { getLogicalLocation: 'error-500' } } },
  play: async ({ canvasElement }) => {
    const location = await item(canvasElement, 'Browse by Geographical Location');
    await userEvent.click(location);
    await eventually(() => expect(location).toHaveAttribute('aria-expanded', 'false'));
    await expect(body().queryByText(/Error|Failed/)).toBeNull();
    await expect(document.querySelector('.vt-ui__toast')).toBeNull();
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('"Browse by Geographical Location" could not be loaded.');
    setScenario('getLogicalLocation', null);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await item(canvasElement, /^France \(\d+\)$/)).toHaveAttribute('aria-level', '2');
    await expect(await item(canvasElement, 'Browse by Geographical Location')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** The custom field definitions fail: the tree says so; Try again reads them and the fields arrive. */
export const DefinitionsLoadFailed: Story = {
  args: { defaultOpen: ['logical:customFields'] },
  parameters: { mocks: { scenarios: { getCustomMetadataDefinitions: 'error-500' } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('The logical views could not be loaded.');
    setScenario('getCustomMetadataDefinitions', null);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await item(canvasElement, 'Photo Agency Name')).toHaveAttribute('aria-level', '2');
    await eventually(() => expect(within(canvasElement).queryByRole('alert')).toBeNull());
  },
};

/** spec 000 §2: "Browse by Timeline" hidden by its global setting (showDateDataView). */
export const TimelineHiddenBySetting: Story = {
  loaders: [withDb((db) => Object.assign(db.globalSettings, { showDateDataView: false }))],
  play: async ({ canvasElement }) => {
    await eventually(async () =>
      expect(await headingNames(canvasElement)).toEqual(HEADINGS.filter((_, i) => i !== 0)),
    );
  },
};

/** "Browse by Data Tags" hidden by showAttributeDataView. */
export const DataTagsHiddenBySetting: Story = {
  loaders: [withDb((db) => Object.assign(db.globalSettings, { showAttributeDataView: false }))],
  play: async ({ canvasElement }) => {
    await eventually(async () =>
      expect(await headingNames(canvasElement)).toEqual(HEADINGS.filter((_, i) => i !== 1)),
    );
  },
};

/** "Browse by Geographical Location" hidden by showLocationDataView. */
export const LocationHiddenBySetting: Story = {
  loaders: [withDb((db) => Object.assign(db.globalSettings, { showLocationDataView: false }))],
  play: async ({ canvasElement }) => {
    await eventually(async () =>
      expect(await headingNames(canvasElement)).toEqual(HEADINGS.filter((_, i) => i !== 2)),
    );
  },
};

/** "Browse by Custom Data Fields" hidden by showCustomFieldDataView. */
export const CustomFieldsHiddenBySetting: Story = {
  loaders: [withDb((db) => Object.assign(db.globalSettings, { showCustomFieldDataView: false }))],
  play: async ({ canvasElement }) => {
    await eventually(async () =>
      expect(await headingNames(canvasElement)).toEqual(HEADINGS.filter((_, i) => i !== 3)),
    );
  },
};

/** spec 000 §2: the whole tree is hidden when logical views are disabled (flag ShowLogicalViews). */
export const LogicalViewsDisabled: Story = {
  loaders: [withDb((db) => Object.assign(db.flags, { ShowLogicalViews: false }))],
  play: async ({ canvasElement }) => {
    // the configuration answers, then nothing is drawn
    await eventually(() => expect(canvasElement.querySelector('.vt-tree__logical')).toBeNull());
    await expect(within(canvasElement).queryByRole('tree')).toBeNull();
  },
};

/** Pin a logical view from its row (spec 000 §4): 'Logical view has been pinned.' */
export const PinFromRow: Story = {
  args: { defaultOpen: ['logical:dataTags', 'logical:dataTags:author'] },
  play: async ({ canvasElement }) => {
    const row = await item(canvasElement, /^Mei Tanaka \(\d+\)$/);
    await userEvent.pointer({ keys: '[MouseRight]', target: row });
    await userEvent.click(await body().findByRole('menuitem', { name: 'Pin' }));
    await expect(await toastKind('Logical view has been pinned.')).toBe('success');
    // the row now offers Unpin
    await userEvent.pointer({ keys: '[MouseRight]', target: row });
    await expect(await body().findByRole('menuitem', { name: 'Unpin' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** A refused pin shows the failure and leaves the list as it was (spec 000 §8; wording decided). */
export const PinFailed: Story = {
  args: { defaultOpen: ['logical:timeline'] },
  parameters: { mocks: { scenarios: { pinLogicalView: 'error-500' } } },
  play: async ({ canvasElement }) => {
    const row = await item(canvasElement, /^2024 \(\d+\)$/);
    await userEvent.pointer({ keys: '[MouseRight]', target: row });
    await userEvent.click(await body().findByRole('menuitem', { name: 'Pin' }));
    await expect(await toastKind('Failed to pin the logical view.')).toBe('error');
    await userEvent.pointer({ keys: '[MouseRight]', target: row });
    await expect(await body().findByRole('menuitem', { name: 'Pin' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};
