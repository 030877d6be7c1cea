// <SelectionBar> (issue 14) on the mocks: shown while files are selected, '3 selected', Clear, and
// the top menu's actions on the selection (the same callbacks, the same permission gating, asked of
// the MSW worker per user). Every callback is an action spy; axe runs on each story. The stories
// place the bar in the flow (placement 'inline'); a host lets it float ('fixed', the default).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import { SelectionBar, type SelectionBarProps } from './SelectionBar';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { SelectionBar, TopMenu, useFileActions } from '@vitrine/views';
import '@vitrine/ui/styles.css';
import '@vitrine/views/styles.css';

// In the page that shows the files: selection = useFileSelection({ ids }),
// actions = useFileActions({ session, selection }).
<VitrineProvider client={createVitrineClient()}>
  <TopMenu target={{ folderId: 1 }} selectedCount={selectedCount} {...actions.handlers} />
  <SelectionBar
    target={{ folderId: 1 }} // the selected folder: its permissions gate the actions
    selectedCount={selectedCount}
    onClearSelection={selection.clear}
    {...actions.handlers}
  />
</VitrineProvider>`;

const meta = {
  title: 'views/SelectionBar',
  component: SelectionBar,
  tags: ['autodocs'],
  args: {
    target: { folderId: 1 },
    selectedCount: 3,
    placement: 'inline',
    recognitionEnabled: true,
    onClearSelection: fn(),
    onDownload: fn(),
    onReport: fn(),
    onShare: fn(),
    onDelete: fn(),
    onExclude: fn(),
    onRegenerateThumbnails: fn(),
    onRecognizeObjects: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SelectionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('toolbar', { name: 'Selected files' });

/** Three files selected by a super admin in a folder: the count, Clear and every action. */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, args }) => {
    const toolbar = await bar(canvasElement);
    await expect(toolbar).toHaveTextContent('3 selected');
    await waitFor(() => expect(within(toolbar).getByRole('button', { name: 'Delete' })).toBeVisible());
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Share' }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Clear selection' }));
    await expect(args.onClearSelection).toHaveBeenCalledTimes(1);
  },
};

/** One file: '1 selected'. */
export const OneFile: Story = {
  args: { selectedCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(await bar(canvasElement)).toHaveTextContent('1 selected');
  },
};

/** Nothing selected: nothing drawn. */
export const NothingSelected: Story = {
  args: { selectedCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('toolbar')).toBeNull();
  },
};

/** In a set: exclude instead of delete. */
export const InASet: Story = {
  args: { target: { setId: 1 } },
  play: async ({ canvasElement }) => {
    const toolbar = await bar(canvasElement);
    await waitFor(() => expect(within(toolbar).getByRole('button', { name: 'Exclude' })).toBeVisible());
    await expect(within(toolbar).queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

/** A viewer (read-only): download and the PDF report only. */
export const ReadOnlyUser: Story = {
  parameters: { mocks: { user: 'viewer' } },
  play: async ({ canvasElement }) => {
    const toolbar = await bar(canvasElement);
    await waitFor(() => expect(within(toolbar).getByRole('button', { name: 'Download' })).toBeVisible());
    await expect(within(toolbar).queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(within(toolbar).queryByRole('button', { name: 'Share' })).toBeNull();
  },
};

/** A host's selection: Clear empties it and the bar goes. */
function Selecting(args: SelectionBarProps) {
  const [count, setCount] = useState(args.selectedCount);
  return (
    <div>
      <button type="button" className="vt-views__toolbar-button" onClick={() => setCount(3)}>
        Select 3 files
      </button>
      <SelectionBar {...args} selectedCount={count} onClearSelection={() => setCount(0)} />
    </div>
  );
}

export const ClearHidesTheBar: Story = {
  render: (args) => <Selecting {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await bar(canvasElement)).getByRole('button', { name: 'Clear selection' }));
    await expect(canvas.queryByRole('toolbar')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Select 3 files' }));
    await expect(await bar(canvasElement)).toHaveTextContent('3 selected');
  },
};

/** Floating at the bottom of the window, as a host shows it (placement 'fixed'). */
export const Floating: Story = {
  args: { placement: 'fixed' },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(await bar(canvasElement)).position).toBe('fixed');
  },
};

/** Dark theme. */
export const Dark: Story = {
  parameters: { themes: { themeOverride: 'dark' } },
  play: async ({ canvasElement }) => {
    const toolbar = await bar(canvasElement);
    await waitFor(() => expect(within(toolbar).getByRole('button', { name: 'Delete' })).toBeVisible());
  },
};
