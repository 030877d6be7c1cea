// <UploadPanel> in every state and with every message (spec 001 §2, §4, §5, §8, §9; spec 000 §2):
// files taken in through FilePond, a slow upload with its speed and time left, failures worded by
// the upload status table, type and size refusals, the name-conflict question with apply to all,
// the possible-duplicates question, a 401 pause, the count limits (public 10, overwrite 1), closing
// during an upload, options saved in web settings. The queue is scripted (../testing/scripted-queue):
// each story shows its state on demand and screenshots stay still.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import type { UploadItem } from '../engine/types';
import { createScriptedQueue, type ScriptedQueueOptions } from '../testing/scripted-queue';
import { UploadPanel, type UploadPanelProps } from './UploadPanel';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { UploadPanel } from '@vitrine/uploader';
import '@vitrine/ui/styles.css';
import '@vitrine/uploader/styles.css';

<VitrineProvider client={createVitrineClient()}>
  <UploadPanel
    target={{ kind: 'folder', folderId: folder.id }}
    folderName={folder.name}
    open={open}
    onOpenChange={setOpen}
    onUploaded={() => queryClient.invalidateQueries()}
  />
</VitrineProvider>`;

type HostProps = UploadPanelProps & { script?: Omit<ScriptedQueueOptions, 'mode'> };

/** The panel with a scripted queue (made when the first files come, as the engine's would be). */
function Host({ script, ...props }: HostProps) {
  const [open, setOpen] = useState(true);
  const mode =
    props.target.kind === 'public' ? 'public' : props.target.kind === 'overwrite' ? 'overwrite' : 'internal';
  // A queue with items from the start (a frozen state) is the host's, shown at once.
  const [queue] = useState(() => (script?.initial ? createScriptedQueue({ mode, ...script }) : null));
  return (
    <UploadPanel
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        props.onOpenChange(next);
      }}
      createQueue={() => createScriptedQueue({ mode, ...script })}
      queue={queue}
    />
  );
}

const meta = {
  title: 'uploader/UploadPanel',
  component: UploadPanel,
  tags: ['autodocs'],
  args: {
    target: { kind: 'folder', folderId: 3 },
    folderName: 'Marketing',
    open: true,
    onOpenChange: fn(),
    onUploaded: fn(),
  },
  render: (args, { parameters }) => (
    <Host {...args} script={parameters.script as Omit<ScriptedQueueOptions, 'mode'>} />
  ),
  parameters: {
    layout: 'fullscreen',
    docs: { source: { code: usage } },
    vitrine: { webSettings: { persistence: 'none' } },
  },
} satisfies Meta<typeof UploadPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const panel = async (name = 'Upload files') => within(await page().findByRole('dialog', { name }));
const jpeg = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

/** Chooses files with the intake's file input (FilePond's), as a user browsing would. */
async function choose(files: File[]) {
  const input = await page().findByLabelText('Choose files to upload');
  await userEvent.upload(input as HTMLInputElement, files);
}

/** Items of a frozen queue, in the given states. */
function item(
  id: number,
  name: string,
  state: UploadItem['state'],
  extra: Partial<UploadItem> = {},
): UploadItem {
  return { id: `f${id}`, name, size: 3_400_000, state, loaded: 0, ...extra };
}

/** An empty panel: the options (web settings), FilePond's drop area with its browse action. */
export const Empty: Story = {
  play: async () => {
    const dialog = await panel();
    await expect(dialog.getByText('Into the folder Marketing')).toBeInTheDocument();
    await expect(dialog.getByRole('checkbox', { name: 'Search for duplicates' })).toBeInTheDocument();
    await expect(dialog.getByRole('checkbox', { name: 'Extract zip archives' })).not.toBeChecked();
    await expect(await page().findByLabelText('Choose files to upload')).toBeInTheDocument();
  },
};

/** Three photos chosen: they go up one after another and the panel says they are through. */
export const UploadThree: Story = {
  play: async ({ args }) => {
    const dialog = await panel();
    await choose([jpeg('beach.jpg'), jpeg('dunes.jpg'), jpeg('harbour.jpg')]);
    await expect(await dialog.findByText('3 files')).toBeInTheDocument();
    await waitFor(
      () => expect(dialog.getAllByText('Done', { selector: '.vt-uploader__state' })).toHaveLength(3),
      {
        timeout: 5000,
      },
    );
    await waitFor(() => expect(args.onUploaded).toHaveBeenCalledTimes(1));
    // The options are the queue's from its first file on.
    await expect(dialog.getByRole('checkbox', { name: 'Extract zip archives' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Done' })).toBeInTheDocument();
  },
};

/** A slow upload: a file's progress, the whole upload's bytes, speed and time left (spec 001 §4). */
export const Slow: Story = {
  parameters: { script: { bytesPerSecond: 200_000 } },
  play: async () => {
    const dialog = await panel();
    await choose([jpeg('big.jpg', 4_000_000)]);
    await expect(await dialog.findByRole('progressbar', { name: 'Uploading big.jpg' })).toBeInTheDocument();
    await expect(dialog.getByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    await expect(await dialog.findByText(/\/s$/)).toBeInTheDocument();
    await expect(await dialog.findByText(/ left$/)).toBeInTheDocument();
  },
};

/** spec 001 §9: a picture's preview, scaled into the 240 × 180 box, as a data: URL (no blob: needed). */
export const Previews: Story = {
  parameters: { script: { bytesPerSecond: 1 } },
  play: async () => {
    const dialog = await panel();
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 400;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#c03030';
      context.fillRect(0, 0, 800, 400);
    }
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((made) => resolve(made as Blob), 'image/png'),
    );
    await choose([new File([blob], 'red.png', { type: 'image/png' })]);
    const picture = await dialog.findByRole('img', { name: 'Preview of red.png' }, { timeout: 5000 });
    await expect(picture.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    // Scaled into the box: 240 wide at most (twice that on a dense screen), the same proportions.
    const size = await new Promise<{ width: number; height: number }>((resolve) => {
      const image = new Image();
      image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
      image.src = picture.getAttribute('src') ?? '';
    });
    await expect(size.width).toBeLessThanOrEqual(480);
    await expect(size.width).toBe(size.height * 2);
  },
};

/** The states side by side, frozen (queued, reading, checking, uploading, done, failed, skipped). */
export const States: Story = {
  parameters: {
    script: {
      frozen: true,
      frozenSpeed: { bytesPerSecond: 2_500_000, secondsLeft: 95 },
      initial: [
        item(1, 'beach.jpg', 'done', { loaded: 3_400_000, fileId: 11 }),
        item(2, 'dunes.jpg', 'uploading', { loaded: 1_700_000 }),
        item(3, 'harbour.jpg', 'checking'),
        item(4, 'lighthouse.jpg', 'hashing'),
        item(5, 'pier.jpg', 'queued'),
        item(6, 'notes.txt', 'skipped'),
        item(7, 'sunset.jpg', 'failed', {
          error: { status: 503, message: '', retryable: true, code: 'status' },
        }),
      ],
    },
  },
  play: async () => {
    const dialog = await panel();
    await expect(dialog.getByText('7 files')).toBeInTheDocument();
    await expect(dialog.getByRole('progressbar', { name: 'Uploading dunes.jpg' })).toHaveAttribute(
      'aria-valuenow',
      '1700000',
    );
    await expect(dialog.getByText('2.4 MB/s')).toBeInTheDocument();
    await expect(dialog.getByText('1 min 35 s left')).toBeInTheDocument();
    await expect(dialog.getByText('Service unavailable.')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Retry sunset.jpg' })).toBeInTheDocument();
  },
};

/** spec 001 §8: a failure shows the status table's message; the failed list at the end; retry works. */
export const Failing: Story = {
  parameters: {
    script: { script: (file: { name: string }) => (file.name === 'sunset.jpg' ? { status: 442 } : 'done') },
  },
  play: async () => {
    const dialog = await panel();
    await choose([jpeg('beach.jpg'), jpeg('sunset.jpg')]);
    const failed = await dialog.findByRole(
      'heading',
      { name: '1 file could not be uploaded' },
      { timeout: 5000 },
    );
    await expect(failed.parentElement).toHaveTextContent('sunset.jpg: Upload limit reached.');
    await userEvent.click(dialog.getByRole('button', { name: 'Retry failed files' }));
    await waitFor(
      () => expect(dialog.getAllByText('Done', { selector: '.vt-uploader__state' })).toHaveLength(2),
      {
        timeout: 5000,
      },
    );
  },
};

/** spec 001 §5: type and size refusals are worded by the spec and offer no retry (spec 001 §4). */
export const TypeRefused: Story = {
  args: { forbiddenFileTypes: ['.exe'] },
  parameters: { script: { forbiddenFileTypes: ['.exe'] } },
  play: async () => {
    const dialog = await panel();
    await choose([new File([new Uint8Array(8)], 'setup.exe'), jpeg('beach.jpg')]);
    const failed = await dialog.findByRole(
      'heading',
      { name: '1 file could not be uploaded' },
      { timeout: 5000 },
    );
    await expect(failed.parentElement).toHaveTextContent('setup.exe: File type is not allowed');
    await expect(dialog.queryByRole('button', { name: 'Retry setup.exe' })).not.toBeInTheDocument();
  },
};

/** spec 001 §5: 'File is too large. File size can not exceed 2Gb' (a frozen queue: no 2 GiB file in a story). */
export const TooLarge: Story = {
  parameters: {
    script: {
      frozen: true,
      initial: [
        item(1, 'film.mov', 'failed', {
          size: 3 * 1024 ** 3,
          error: { status: 0, message: '', retryable: false, code: 'tooLarge' },
        }),
      ],
    },
  },
  play: async () => {
    const dialog = await panel();
    await expect(
      dialog.getByRole('heading', { name: '1 file could not be uploaded' }).parentElement,
    ).toHaveTextContent('film.mov: File is too large. File size can not exceed 2Gb');
    await expect(dialog.queryByRole('button', { name: 'Retry film.mov' })).not.toBeInTheDocument();
  },
};

/** spec 001 §4: a name conflict asks per file; "apply to all" answers the others (3: upload a copy). */
export const Conflict: Story = {
  parameters: { script: { script: () => 'conflict' } },
  play: async () => {
    await panel();
    await choose([jpeg('beach.jpg'), jpeg('dunes.jpg'), jpeg('harbour.jpg')]);
    const question = within(
      await page().findByRole(
        'alertdialog',
        { name: 'A file with this name already exists' },
        { timeout: 5000 },
      ),
    );
    await expect(question.getByText(/a file named “beach.jpg”/)).toBeInTheDocument();
    await userEvent.click(question.getByRole('checkbox', { name: 'Do the same for the 2 other conflicts' }));
    await userEvent.click(question.getByRole('button', { name: 'Upload a copy' }));
    const dialog = await panel();
    await waitFor(
      () => expect(dialog.getAllByText('Done', { selector: '.vt-uploader__state' })).toHaveLength(3),
      {
        timeout: 5000,
      },
    );
  },
};

/** spec 001 §4: resolution 2 skips the file; the others are asked one by one. */
export const ConflictSkip: Story = {
  parameters: { script: { script: () => 'conflict' } },
  play: async () => {
    await panel();
    await choose([jpeg('beach.jpg'), jpeg('dunes.jpg')]);
    const first = within(await page().findByRole('alertdialog', {}, { timeout: 5000 }));
    await userEvent.click(first.getByRole('button', { name: 'Skip this file' }));
    const second = within(await page().findByRole('alertdialog'));
    await waitFor(() => expect(second.getByText(/“dunes.jpg”/)).toBeInTheDocument());
    await userEvent.click(second.getByRole('button', { name: 'Upload as a new version' }));
    const dialog = await panel();
    await expect(await dialog.findByText('Skipped', { selector: '.vt-uploader__state' })).toBeInTheDocument();
    await waitFor(
      () => expect(dialog.getByText('Done', { selector: '.vt-uploader__state' })).toBeInTheDocument(),
      {
        timeout: 5000,
      },
    );
  },
};

/** The name-conflict question as it stands (frozen: two files wait for an answer). */
export const ConflictAsked: Story = {
  parameters: {
    script: { frozen: true, initial: [item(1, 'beach.jpg', 'conflict'), item(2, 'dunes.jpg', 'conflict')] },
  },
  play: async () => {
    const question = within(
      await page().findByRole('alertdialog', { name: 'A file with this name already exists' }),
    );
    await expect(
      question.getByRole('checkbox', { name: 'Do the same for the other conflict' }),
    ).not.toBeChecked();
    await expect(question.getByRole('button', { name: 'Upload as a new version' })).toBeInTheDocument();
  },
};

/** The public page, empty: images only, 10 at a time, no options (spec 001 §5, §9). */
export const PublicEmpty: Story = {
  args: { target: { kind: 'public', publicHash: 'b7c1d9' } },
  play: async () => {
    const dialog = await panel('Upload images');
    await expect(dialog.getByText('Images only, at most 10 files at a time.')).toBeInTheDocument();
    await expect(dialog.queryByRole('group', { name: 'Options' })).not.toBeInTheDocument();
  },
};

/** spec 000 §2 "possible duplicates": the same content is in the library; skip or upload anyway. */
export const Duplicate: Story = {
  parameters: {
    script: {
      frozen: true,
      initial: [
        item(1, 'beach.jpg', 'duplicate', {
          duplicateOf: [
            { fileId: 7, name: 'beach-2019.jpg', folderId: 3 },
            { fileId: 9, name: 'beach copy.jpg', folderId: 4 },
          ],
        }),
        item(2, 'dunes.jpg', 'duplicate', { duplicateOf: [{ fileId: 8, name: 'dunes.jpg', folderId: 3 }] }),
      ],
    },
  },
  play: async () => {
    const question = within(await page().findByRole('alertdialog', { name: 'Possible duplicate' }));
    await expect(question.getByText('beach-2019.jpg')).toBeInTheDocument();
    await expect(
      question.getByRole('checkbox', { name: 'Do the same for the other duplicate' }),
    ).toBeInTheDocument();
  },
};

/** A 401 during the upload pauses it; the app's sign-in (signedIn false, then true) resumes it. */
export const SessionEnded: Story = {
  parameters: { script: { script: () => 'session-ended', bytesPerSecond: 5_000_000 } },
  render: function Render(args, { parameters }) {
    const [signedIn, setSignedIn] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setSignedIn((was) => !was)}>
          {signedIn ? 'Expire the session' : 'Sign in again'}
        </button>
        <Host
          {...args}
          signedIn={signedIn}
          script={parameters.script as Omit<ScriptedQueueOptions, 'mode'>}
        />
      </>
    );
  },
  play: async () => {
    const dialog = await panel();
    await choose([jpeg('beach.jpg')]);
    await expect(
      await dialog.findByText(
        'Your session ended. Sign in again to go on with the upload.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  },
};

/** spec 001 §5, §9: the public page takes images only, 10 at a time. */
export const PublicTooMany: Story = {
  args: { target: { kind: 'public', publicHash: 'b7c1d9' } },
  play: async () => {
    const dialog = await panel('Upload images');
    await expect(dialog.getByText('Images only, at most 10 files at a time.')).toBeInTheDocument();
    await expect(dialog.queryByRole('checkbox')).not.toBeInTheDocument();
    await choose(Array.from({ length: 11 }, (_, index) => jpeg(`photo-${index + 1}.jpg`)));
    await expect(await dialog.findByText('Too many files. You can add at most 10 files.')).toHaveAttribute(
      'role',
      'alert',
    );
  },
};

/** spec 001 §5: a public page refuses what is no image. */
export const PublicNoImage: Story = {
  args: { target: { kind: 'public', publicHash: 'b7c1d9' } },
  play: async () => {
    const dialog = await panel('Upload images');
    await choose([new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' })]);
    const failed = await dialog.findByRole(
      'heading',
      { name: '1 file could not be uploaded' },
      { timeout: 5000 },
    );
    await expect(failed.parentElement).toHaveTextContent('brochure.pdf: File type is not allowed');
  },
};

/** spec 001 §5: over one file, more than one is refused with the spec's words. */
export const OverwriteMultiple: Story = {
  args: { target: { kind: 'overwrite', imageId: 12 } },
  play: async () => {
    const dialog = await panel('Replace the file');
    await choose([jpeg('one.jpg'), jpeg('two.jpg')]);
    await expect(
      await dialog.findByText('Multiple upload is not allowed. Add only one file to replace current.'),
    ).toHaveAttribute('role', 'alert');
  },
};

/** spec 001 §8: closing during an upload asks "This will terminate your upload! Close upload form?". */
export const CloseDuringUpload: Story = {
  parameters: { script: { bytesPerSecond: 100_000 } },
  play: async ({ args }) => {
    const dialog = await panel();
    await choose([jpeg('big.jpg', 5_000_000)]);
    await dialog.findByRole('progressbar', { name: 'Uploading big.jpg' });
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel upload' }));
    const confirm = within(await page().findByRole('alertdialog'));
    await expect(
      confirm.getByText('This will terminate your upload! Close upload form?'),
    ).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** The options are web settings (spec 001 §3): collapsed, and ticked "Extract zip archives". */
export const Options: Story = {
  parameters: {
    vitrine: {
      webSettings: { persistence: 'none', values: { uploadExtractZip: true, uploadSearchDuplicates: false } },
    },
  },
  play: async () => {
    const dialog = await panel();
    await expect(dialog.getByRole('checkbox', { name: 'Extract zip archives' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Search for duplicates' })).not.toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Options' }));
    await expect(dialog.queryByRole('checkbox', { name: 'Extract zip archives' })).not.toBeInTheDocument();
  },
};

/** Files of an earlier upload restored after a reload without their bytes: the user picks them again. */
export const NeedsFiles: Story = {
  parameters: {
    script: {
      frozen: true,
      initial: [item(1, 'beach.jpg', 'needs-file'), item(2, 'dunes.jpg', 'needs-file')],
    },
  },
  play: async () => {
    const dialog = await panel();
    await expect(
      dialog.getByText('2 files of an earlier upload are waiting. Choose them again to go on.'),
    ).toBeInTheDocument();
    await expect(dialog.getByLabelText('Choose the files again')).toBeInTheDocument();
  },
};
