// The body view (spec 000 §2 "Body view": ids only, no top menu) on the mocks: a folder's files, all
// files with load more, no results, and a failed search (the mocks' error scenario). Axe runs on
// each story. The file it opens goes to the actions panel (`onOpenFile`).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { setScenario } from '@vitrine/mocks';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import './body.css';
import { BodyView } from './BodyView';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { BodyView } from '@vitrine/views';
import '@vitrine/ui/styles.css';
import '@vitrine/views/styles.css';

// /body/folders/1 of the body build variant: the folder's files, nothing else.
<VitrineProvider client={createVitrineClient()}>
  <div style={{ height: 520 }}>
    <BodyView folderId={1} onOpenFile={({ id }) => openViewer(id)} />
  </div>
</VitrineProvider>`;

const meta = {
  title: 'views/BodyView',
  component: BodyView,
  tags: ['autodocs'],
  args: { folderId: 1, onOpenFile: fn() },
  parameters: { layout: 'fullscreen' },
  // The view fills its parent: a frame of fixed height.
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 8 }}>
        <div style={{ height: 520, display: 'flex', flexDirection: 'column' }}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof BodyView>;

export default meta;
type Story = StoryObj<typeof meta>;

const files = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLElement>('.vt-views__body-list > li'),
];

/** The Marketing folder (/body/folders/1): thumbnails from the ids, named by the file names. */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(files(canvasElement).length).toBeGreaterThan(0));
    const first = files(canvasElement)[0] as HTMLElement;
    const name = first.querySelector('.vt-views__body-name')?.textContent ?? '';
    await userEvent.click(canvas.getByRole('button', { name }));
    await expect(args.onOpenFile).toHaveBeenCalledTimes(1);
    await expect(args.onOpenFile).toHaveBeenCalledWith({ id: Number(first.dataset.id), fileName: name });
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

/** The search fails (error 500): the error state; Try again asks again and the files come. */
export const LoadError: Story = {
  parameters: { mocks: { scenarios: { search: 'error-500' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The provider's query client tries a failed read again before it gives up.
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('The files could not be loaded.');
    await expect(canvasElement.querySelector('.vt-views__body')).toHaveAttribute('data-state', 'error');
    setScenario('search', null);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(files(canvasElement).length).toBeGreaterThan(0), { timeout: 5000 });
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Whether the failing page of {@link LoadMoreError} is let through (shut by its loader). */
const nextPage = { answers: false };

/** A next page fails: the inline error state under the list; Try again loads that page. */
export const LoadMoreError: Story = {
  args: { folderId: undefined, criteria: { selectedFolder: 0, itemsOnPage: 12 }, thumbnailSize: 120 },
  loaders: [
    () => {
      nextPage.answers = false;
      return {};
    },
  ],
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/search', async ({ request }) => {
          const body = (await request.clone().json()) as { criteria?: { currentPage?: number } };
          if (!nextPage.answers && (body.criteria?.currentPage ?? 1) > 1)
            return HttpResponse.json({ responseStatus: { errorCode: 'Error' } }, { status: 500 });
          return undefined;
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(files(canvasElement)).toHaveLength(12), { timeout: 8000 });
    // Twelve files leave the frame's bottom in view, so the infinite scroll asks for page 2 itself.
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('More files could not be loaded.');
    await expect(files(canvasElement)).toHaveLength(12);
    nextPage.answers = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(files(canvasElement).length).toBeGreaterThan(12), { timeout: 5000 });
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
