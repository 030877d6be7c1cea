// <NoResults> (spec 000 §2 "no-results view with an upload shortcut"): the message, and the upload
// shortcut when the user may upload to the folder (asked of the mocks per user). The shortcut's
// request goes to the actions panel (`onUpload`).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import { NoResults } from './TopMenu';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { NoResults } from '@vitrine/views';
import '@vitrine/ui/styles.css';
import '@vitrine/views/styles.css';

<VitrineProvider client={createVitrineClient()}>
  {session.totalImages === 0 ? (
    <NoResults target={{ folderId: 1 }} onUpload={() => openUploader(1)} />
  ) : (
    <Gallery images={session.images} />
  )}
</VitrineProvider>`;

const meta = {
  title: 'views/NoResults',
  component: NoResults,
  tags: ['autodocs'],
  args: { target: { folderId: 1 }, onUpload: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NoResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A super admin in a folder: the message and the shortcut, which asks the host to upload. */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No files found.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Upload files' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Upload files' }));
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
  },
};

/** The host answers the permission itself (`canUpload`): nothing is asked. */
export const HostAnswers: Story = {
  args: { target: null, canUpload: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Upload files' })).toBeVisible();
  },
};

/** The host says the user may not upload: the message only. */
export const UploadNotAllowed: Story = {
  args: { canUpload: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No files found.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};
