// The body view (spec 000 §2 "Body view": ids only, no top menu) on the mocks: a folder's files, all
// files with load more, no results, and a failed search (the mocks' error scenario). Axe runs on
// each story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import './body.css';
import { BodyView, type BodyViewProps } from './BodyView';

/** The view in a frame of fixed height, logging the file opened. */
function BodyViewDemo(props: BodyViewProps) {
  const [opened, setOpened] = useState('none');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 8 }}>
      <div style={{ height: 520, display: 'flex', flexDirection: 'column' }}>
        <BodyView onOpenFile={({ id, fileName }) => setOpened(`${id} ${fileName}`)} {...props} />
      </div>
      <p style={{ margin: 0 }}>
        Opened: <output data-testid="opened">{opened}</output>
      </p>
    </div>
  );
}

const meta = {
  title: 'views/BodyView',
  component: BodyViewDemo,
  args: { folderId: 1 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BodyViewDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const files = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLElement>('.vt-views__body-list > li'),
];

/** The Marketing folder (/body/folders/1): thumbnails from the ids, named by the file names. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(files(canvasElement).length).toBeGreaterThan(0));
    const first = files(canvasElement)[0] as HTMLElement;
    const name = first.querySelector('.vt-views__body-name')?.textContent ?? '';
    await userEvent.click(canvas.getByRole('button', { name }));
    await expect(canvas.getByTestId('opened')).toHaveTextContent(name);
    await expect(canvas.queryByRole('toolbar')).toBeNull();
  },
};

/** All files, 12 a page: the button under the list (or scrolling to the bottom) loads more. */
export const LoadMore: Story = {
  args: { folderId: undefined, criteria: { selectedFolder: 0, itemsOnPage: 12 }, thumbnailSize: 120 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(files(canvasElement).length).toBeGreaterThanOrEqual(12));
    const before = files(canvasElement).length;
    const scroller = canvasElement.querySelector<HTMLElement>('.vt-views__body-scroller') as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(files(canvasElement).length).toBeGreaterThan(before), { timeout: 5000 });
  },
};

/** Nothing matches: the no-results view with its upload shortcut. */
export const Empty: Story = {
  args: { criteria: { text: 'zzzz-nothing-matches-this' }, onUpload: () => undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('No files found.')).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Upload files' })).toBeVisible());
  },
};

/** The search fails (error 500): the message and Try again. */
export const LoadError: Story = {
  parameters: { mocks: { scenarios: { search: 'error-500' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The provider's query client tries a failed read again before it gives up.
    await waitFor(() => expect(canvas.getByText('The files could not be loaded.')).toBeVisible(), {
      timeout: 8000,
    });
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
