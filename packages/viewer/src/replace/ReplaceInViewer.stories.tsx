// Replacing the file from <FileViewer> on the mocks (spec 001 §5, §6): the toolbar action for a user
// with editData and add, none without them, and files dropped on the preview opening the dialog
// (two of them refused with the spec's words); and a host's own part given as `renderReplace` (the
// reference app gives @vitrine/uploader's panel there; a viewer story cannot import the uploader, so
// a small stand-in plays the host's part).
import * as Dialog from '@radix-ui/react-dialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImageSummary } from '@vitrine/api-client';
import { Button, useClient } from '@vitrine/ui';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import { uploadNewVersion } from '../api/replace';
import { FileViewer, type ReplaceSlotContext } from '../viewer/FileViewer';
import { seededOfKind } from '../viewer/story-support';

/** A host with the viewer open on a seeded JPEG (the story's loader gives it). */
function Host({ file, hostPart = false }: { file?: ImageSummary; hostPart?: boolean }) {
  const [imageId, setImageId] = useState<number | null>(file?.id ?? null);
  return file ? (
    <FileViewer
      imageId={imageId}
      files={[file]}
      onClose={() => setImageId(null)}
      {...(hostPart ? { renderReplace: (context: ReplaceSlotContext) => <HostPart {...context} /> } : {})}
    />
  ) : null;
}

/**
 * The host's stand-in part: it lists the files it was opened with and sends a new version to the
 * mocks on "Send", then tells the viewer (onReplaced) and closes.
 */
function HostPart({ image, initialFiles, onOpenChange, onReplaced }: ReplaceSlotContext) {
  const client = useClient();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    const bytes = new File([new Uint8Array(64)], image.fileName, { type: 'image/jpeg' });
    const outcome = await uploadNewVersion(client, {
      imageId: image.id,
      fileName: image.fileName,
      file: bytes,
    });
    setSending(false);
    if (outcome.status !== 'done') return;
    onReplaced();
    onOpenChange(false);
  };
  return (
    <Dialog.Root open onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <div className="vt-ui__layer">
          <Dialog.Overlay className="vt-ui__overlay" />
          <Dialog.Content className="vt-ui__dialog" aria-describedby={undefined}>
            <Dialog.Title className="vt-ui__dialog-title">Host upload</Dialog.Title>
            <p>{`A new version of ${image.fileName}`}</p>
            {initialFiles.length > 0 ? (
              <ul aria-label="Dropped files">
                {initialFiles.map((file) => (
                  <li key={file.name}>{file.name}</li>
                ))}
              </ul>
            ) : null}
            <div className="vt-ui__dialog-actions">
              <Button onClick={() => onOpenChange(false)}>Cancel</Button>
              <Button variant="primary" disabled={sending} onClick={() => void send()}>
                Send
              </Button>
            </div>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const meta = {
  title: 'viewer/FileViewer/Replace',
  component: Host,
  loaders: [
    async () => {
      const file = (await seededOfKind('image')).find((image) =>
        image.fileName.toLowerCase().endsWith('.jpg'),
      );
      if (!file) throw new Error('the seed has no JPEG');
      return { file };
    },
  ],
  render: (args, { loaded }) => <Host file={loaded.file as ImageSummary} hostPart={args.hostPart ?? false} />,
  parameters: {
    layout: 'fullscreen',
    vitrine: { webSettings: { persistence: 'none', values: { previewTab: true, settingsTab: false } } },
  },
} satisfies Meta<typeof Host>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const viewer = () => page().findByRole('dialog', { name: /^Viewer: / }, { timeout: 5000 });
const jpeg = (name: string) => new File([new Uint8Array(64)], name, { type: 'image/jpeg' });

/** editData and add (the super-admin of the mocks): the toolbar offers it; it opens the dialog. */
export const ToolbarAction: Story = {
  play: async () => {
    const frame = within(await viewer());
    await userEvent.click(
      await frame.findByRole('button', { name: 'Replace with a new version' }, { timeout: 5000 }),
    );
    const dialog = within(await page().findByRole('dialog', { name: 'Replace the file' }));
    await expect(dialog.getByLabelText('Choose a file')).toBeInTheDocument();
  },
};

/** spec 001 §6: without edit and add rights there is no action (a viewer of the mocks). */
export const NoRight: Story = {
  parameters: { mocks: { user: 'viewer' } },
  play: async () => {
    const frame = within(await viewer());
    // The viewer's download right has been answered (asked with editData and add)…
    await frame.findByRole('button', { name: 'Download' }, { timeout: 5000 });
    // …and for a while after, no replace action comes.
    for (let check = 0; check < 5; check++) {
      await expect(
        frame.queryByRole('button', { name: 'Replace with a new version' }),
      ).not.toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  },
};

/** Two files dropped on the preview: the dialog opens with spec 001 §5's refusal. */
export const DroppedOnPreview: Story = {
  play: async () => {
    const frame = within(await viewer());
    await frame.findByRole('button', { name: 'Replace with a new version' }, { timeout: 5000 });
    const stage = (await viewer()).querySelector('.vt-viewer__stage') as HTMLElement;
    const data = new DataTransfer();
    data.items.add(jpeg('one.jpg'));
    data.items.add(jpeg('two.jpg'));
    stage.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: data }));
    await waitFor(() => expect(stage).toHaveAttribute('data-drop', 'over'));
    stage.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
    const dialog = within(await page().findByRole('dialog', { name: 'Replace the file' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Multiple upload is not allowed. Add only one file to replace current.',
    );
  },
};

/**
 * `renderReplace`: the host's own part instead of the dialog (the reference app's upload panel in
 * overwrite mode). The toolbar action opens it; "Send" stores a new version and the viewer says so.
 */
export const HostReplacePart: Story = {
  args: { hostPart: true },
  play: async () => {
    const frame = within(await viewer());
    await userEvent.click(
      await frame.findByRole('button', { name: 'Replace with a new version' }, { timeout: 5000 }),
    );
    const part = within(await page().findByRole('dialog', { name: 'Host upload' }));
    await expect(page().queryByRole('dialog', { name: 'Replace the file' })).not.toBeInTheDocument();
    await userEvent.click(part.getByRole('button', { name: 'Send' }));
    await expect(
      await page().findByText('File has been successfully replaced.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
