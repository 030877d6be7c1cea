// <CommentsPanel> on the mocks (issue 18): every state (loading, empty, a list with one's own and
// others' comments, as a super admin, as the guest, a failed load, posting, a refused post) and the
// flows (add, edit and delete one's own), with hostile names and texts that must stay text.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImageComment } from '@vitrine/api-client';
import { COMMENT_MAX_LENGTH } from '@vitrine/core';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import { CommentsPanel } from './CommentsPanel';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { FileViewer } from '@vitrine/viewer';
import { CommentsPanel } from '@vitrine/viewer/comments';
import '@vitrine/ui/styles.css';
import '@vitrine/viewer/styles.css';

<VitrineProvider client={createVitrineClient()}>
  <FileViewer
    imageId={id}
    onClose={close}
    renderComments={({ imageId }) => <CommentsPanel imageId={imageId} canComment={!user.isGuestAccess} />}
  />
</VitrineProvider>`;

const meta = {
  title: 'viewer/CommentsPanel',
  component: CommentsPanel,
  tags: ['autodocs'],
  args: { imageId: 1 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { source: { code: usage } } },
} satisfies Meta<typeof CommentsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const HOSTILE_NAME = '<img src=x onerror=alert(1)>';
const HOSTILE_TEXT = '<b>not bold</b> <script>alert("x")</script>\n@kenji.ito see line two';

const comment = (over: Partial<ImageComment>): ImageComment => ({
  id: 1,
  imageId: 1,
  text: 'Lovely light.',
  createdAt: '2026-06-14T09:30:00Z',
  editedAt: null,
  author: { id: 3, name: 'kenji.ito' },
  canEdit: false,
  canDelete: false,
  ...over,
});

const listOf = (comments: ImageComment[]) => ({
  msw: { handlers: [http.get('*/api/images/:imageId/comments', () => HttpResponse.json(comments))] },
});

const panel = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Comments' }));

/** No comment yet: the empty state under the field. */
export const Empty: Story = {
  parameters: listOf([]),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await expect(await region.findByRole('heading', { name: 'No comments yet' })).toBeInTheDocument();
    await expect(region.getByRole('textbox', { name: 'Add a comment' })).toHaveAttribute(
      'maxlength',
      String(COMMENT_MAX_LENGTH),
    );
  },
};

/** One's own comment (edit, delete, "(you)", edited) above another's (no actions); names and texts stay text. */
export const OwnAndOthers: Story = {
  parameters: listOf([
    comment({
      id: 2,
      text: 'Cropped version coming.',
      author: { id: 1, name: 'admin' },
      canEdit: true,
      canDelete: true,
      editedAt: '2026-06-14T10:00:00Z',
      createdAt: '2026-06-14T09:45:00Z',
    }),
    comment({ id: 1, text: HOSTILE_TEXT, author: { id: 9, name: HOSTILE_NAME } }),
  ]),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    const items = within(await region.findByRole('list', { name: 'Comments, newest first' })).getAllByRole(
      'listitem',
    );
    await expect(items).toHaveLength(2);
    const [own, other] = items.map((item) => within(item));
    await expect(own?.getByText('(you)', { exact: false })).toBeInTheDocument();
    await expect(own?.getByText('edited', { exact: false })).toBeInTheDocument();
    await expect(own?.getByRole('button', { name: /^Edit your comment/ })).toBeInTheDocument();
    await expect(own?.getByRole('button', { name: /^Delete the comment of admin/ })).toBeInTheDocument();
    await expect(other?.queryAllByRole('button')).toHaveLength(0);
    // Data, never markup: the hostile name and text are shown as typed, and no element came of them.
    await expect(other?.getByText(HOSTILE_NAME)).toBeInTheDocument();
    await expect(other?.getByText(/<b>not bold<\/b> <script>/)).toBeInTheDocument();
    await expect(canvasElement.querySelector('.vt-viewer__comments img, .vt-viewer__comments b')).toBeNull();
  },
};

/** A super admin may delete anyone's comment, and change none but their own. */
export const AsAdmin: Story = {
  parameters: listOf([comment({ id: 5, canDelete: true })]),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await expect(
      await region.findByRole('button', { name: /^Delete the comment of kenji\.ito/ }),
    ).toBeInTheDocument();
    await expect(region.queryByRole('button', { name: /^Edit/ })).toBeNull();
  },
};

/** The guest reads but may not write: a note instead of the field. */
export const Guest: Story = {
  args: { canComment: false },
  parameters: { ...listOf([comment({})]), mocks: { user: 'guest' } },
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await expect(await region.findByText('Lovely light.')).toBeInTheDocument();
    await expect(region.getByText('Sign in to comment.')).toBeInTheDocument();
    await expect(region.queryByRole('textbox')).toBeNull();
  },
};

/** The list could not be read: the error state with the server's message and a retry button. */
export const LoadFailed: Story = {
  parameters: { mocks: { scenarios: { getComments: 'error-500' } } },
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    // The provider retries a failed read once (ui's defaultQueryClientOptions) before it shows.
    await expect(
      await region.findByText('The comments could not be loaded.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(region.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** While the list loads. */
export const Loading: Story = {
  parameters: { mocks: { scenarios: { getComments: 'slow' }, slowMs: 60_000 } },
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await expect(region.getByRole('status')).toHaveTextContent('Loading comments…');
  },
};

/** Sending: the button says so and waits. */
export const Posting: Story = {
  parameters: { ...listOf([]), mocks: { scenarios: { addComment: 'slow' }, slowMs: 60_000 } },
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await userEvent.type(await region.findByRole('textbox', { name: 'Add a comment' }), 'On its way');
    await userEvent.click(region.getByRole('button', { name: 'Comment' }));
    await expect(await region.findByRole('button', { name: 'Posting…' })).toBeDisabled();
  },
};

/** An empty comment is not sent; a refusal of the server shows its words. */
export const Refused: Story = {
  parameters: { mocks: { scenarios: { addComment: 'error-500' } } },
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await userEvent.click(await region.findByRole('button', { name: 'Comment' }));
    await expect(await region.findByRole('alert')).toHaveTextContent('The comment is empty.');
    await userEvent.type(region.getByRole('textbox', { name: 'Add a comment' }), 'Hello');
    await userEvent.click(region.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(region.getByRole('alert')).not.toHaveTextContent('The comment is empty.'));
    await expect(region.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('Hello');
  },
};

/** Add, change and delete one's own comment on the mocks; the hostile text stays text. */
export const AddEditDelete: Story = {
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    const field = await region.findByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(field, HOSTILE_TEXT.replace('\n', ' '));
    await userEvent.click(region.getByRole('button', { name: 'Comment' }));
    const list = within(await region.findByRole('list', { name: 'Comments, newest first' }));
    await waitFor(() => expect(list.getAllByRole('listitem')[0]).toHaveTextContent('<b>not bold</b>'));
    await expect(field).toHaveValue('');
    const mine = within(list.getAllByRole('listitem')[0] as HTMLElement);
    await userEvent.click(mine.getByRole('button', { name: /^Edit your comment/ }));
    const edit = mine.getByRole('textbox', { name: 'Edit the comment of admin' });
    await userEvent.clear(edit);
    await userEvent.type(edit, 'Changed my mind');
    await userEvent.click(mine.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(list.getAllByRole('listitem')[0]).toHaveTextContent('edited'));
    await expect(list.getByText('Changed my mind')).toHaveClass('vt-viewer__comment-text');
    const count = list.getAllByRole('listitem').length;
    await userEvent.click(
      within(list.getAllByRole('listitem')[0] as HTMLElement).getByRole('button', { name: /^Delete/ }),
    );
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(region.queryByText('Changed my mind')).toBeNull());
    await expect(region.queryAllByRole('listitem').length).toBe(count - 1);
  },
};

/** The list in the dark theme. */
export const Dark: Story = {
  ...OwnAndOthers,
  parameters: { ...OwnAndOthers.parameters, themes: { themeOverride: 'dark' } },
};
