// <UploadPanel> with the real engine (createUploadQueue) on the mocks (spec 001 §4, §5, §7, §8): files
// go up in chunks to the mocks' upload handlers, a name that exists in the folder asks the conflict
// question (checkfilename), content uploaded before is offered as a possible duplicate, an upload
// answered 442 fails with the status table's words, a 401 pauses the upload with the session notice,
// a slow server shows the upload on its way, a zip goes up with "Extract zip archives".
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMockDb } from '@vitrine/mocks';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import { UploadPanel, type UploadPanelProps } from './UploadPanel';

/** A seeded folder the super-admin uploads into, and the name of a file already in it. */
function seededFolder(): { id: number; name: string; existing: string } {
  const db = createMockDb();
  for (const folder of db.folders) {
    if (folder.processing || folder.forbiddenFileTypes.length > 0) continue;
    const image = db.images.find((candidate) => candidate.folderId === folder.id);
    if (image) return { id: folder.id, name: folder.name, existing: image.fileName };
  }
  throw new Error('the seed has no folder with a file');
}
let seeded: ReturnType<typeof seededFolder> | undefined;
/** The seeded folder, read once (the library is the same for every story: one seed). */
const folder = () => {
  seeded ??= seededFolder();
  return seeded;
};

/** The panel into the seeded folder (the docs page is UploadPanel.stories.tsx's). */
function OnTheMocks(props: UploadPanelProps) {
  return (
    <UploadPanel {...props} target={{ kind: 'folder', folderId: folder().id }} folderName={folder().name} />
  );
}

const meta = {
  title: 'uploader/UploadPanel/On the mocks',
  component: OnTheMocks,
  args: {
    // The seeded folder's (the render puts them in; the mocks' ids are the seed's).
    target: { kind: 'folder', folderId: 0 },
    open: true,
    onOpenChange: fn(),
    onUploaded: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    vitrine: { webSettings: { persistence: 'none', values: { uploadSearchDuplicates: false } } },
  },
} satisfies Meta<typeof OnTheMocks>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const panel = async () => within(await page().findByRole('dialog', { name: 'Upload files' }));
const jpeg = (name: string, fill = 1, size = 4096) =>
  new File([new Uint8Array(size).fill(fill)], name, { type: 'image/jpeg' });
const states = (dialog: ReturnType<typeof within>, state: string) =>
  dialog.queryAllByText(state, { selector: '.vt-uploader__state' });

async function choose(files: File[]) {
  await userEvent.upload((await page().findByLabelText('Choose files to upload')) as HTMLInputElement, files);
}

/** Three photos into the folder: each is done, and the host hears of it once. */
export const UploadThree: Story = {
  play: async ({ args }) => {
    const dialog = await panel();
    await choose([jpeg('mocks-beach.jpg', 1), jpeg('mocks-dunes.jpg', 2), jpeg('mocks-harbour.jpg', 3)]);
    await waitFor(() => expect(states(dialog, 'Done')).toHaveLength(3), { timeout: 10_000 });
    await waitFor(() => expect(args.onUploaded).toHaveBeenCalledTimes(1));
    await expect(dialog.getByText('3 of 3 files · 12 KB of 12 KB')).toBeInTheDocument();
  },
};

/** spec 001 §5: the name exists in the folder; "Upload a copy" (3) stores it beside the other. */
export const NameConflict: Story = {
  play: async () => {
    const dialog = await panel();
    await choose([jpeg(folder().existing, 4)]);
    const question = within(
      await page().findByRole(
        'alertdialog',
        { name: 'A file with this name already exists' },
        { timeout: 10_000 },
      ),
    );
    await userEvent.click(question.getByRole('button', { name: 'Upload a copy' }));
    await waitFor(() => expect(states(dialog, 'Done')).toHaveLength(1), { timeout: 10_000 });
  },
};

/** The content is in the library already (uploaded once before): skip it, or upload it anyway. */
export const PossibleDuplicate: Story = {
  parameters: {
    vitrine: { webSettings: { persistence: 'none', values: { uploadSearchDuplicates: true } } },
  },
  play: async () => {
    const dialog = await panel();
    await choose([jpeg('mocks-original.jpg', 9)]);
    await waitFor(() => expect(states(dialog, 'Done')).toHaveLength(1), { timeout: 10_000 });
    await choose([jpeg('mocks-again.jpg', 9)]);
    const question = within(
      await page().findByRole('alertdialog', { name: 'Possible duplicate' }, { timeout: 10_000 }),
    );
    await expect(question.getByText('mocks-original.jpg')).toBeInTheDocument();
    await userEvent.click(question.getByRole('button', { name: 'Skip this file' }));
    await expect(await dialog.findByText('Skipped', { selector: '.vt-uploader__state' })).toBeInTheDocument();
  },
};

/** spec 001 §8: 442 reads 'Upload limit reached.' in the failed list at the end. */
export const UploadLimit: Story = {
  parameters: { mocks: { scenarios: { uploadChunk: 'error-442' } } },
  play: async () => {
    const dialog = await panel();
    await choose([jpeg('mocks-limit.jpg', 5)]);
    const heading = await dialog.findByRole(
      'heading',
      { name: '1 file could not be uploaded' },
      { timeout: 10_000 },
    );
    await expect(heading.parentElement).toHaveTextContent('mocks-limit.jpg: Upload limit reached.');
  },
};

/** A 401 during the upload pauses it: the panel says so (the app's sign-in then resumes it). */
export const SessionEnded: Story = {
  parameters: { mocks: { scenarios: { uploadChunk: 'error-401' } } },
  play: async () => {
    const dialog = await panel();
    await choose([jpeg('mocks-401.jpg', 6)]);
    await expect(
      await dialog.findByText(
        'Your session ended. Sign in again to go on with the upload.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Cancel upload' })).toBeInTheDocument();
  },
};

/** A slow server: the file is on its way (uploading, its progress bar) until the answer comes. */
export const Slow: Story = {
  parameters: { mocks: { scenarios: { uploadChunk: 'slow' }, slowMs: 60_000 } },
  play: async () => {
    const dialog = await panel();
    await choose([jpeg('mocks-slow.jpg', 7)]);
    await expect(
      await dialog.findByText('Uploading', { selector: '.vt-uploader__state' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

/** "Extract zip archives" (web setting uploadExtractZip) goes with the zip's upload. */
export const Zip: Story = {
  parameters: {
    vitrine: {
      webSettings: { persistence: 'none', values: { uploadExtractZip: true, uploadSearchDuplicates: false } },
    },
  },
  play: async () => {
    const dialog = await panel();
    await expect(dialog.getByRole('checkbox', { name: 'Extract zip archives' })).toBeChecked();
    const zip = new File(
      [new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)])],
      'mocks-photos.zip',
      {
        type: 'application/zip',
      },
    );
    await choose([zip]);
    await waitFor(() => expect(states(dialog, 'Done')).toHaveLength(1), { timeout: 10_000 });
  },
};

/**
 * spec 001 §4, §6: turning "Recognise objects" on asks for the AI consent first; Decline leaves it
 * off, Accept turns it on (the mocks, like the server, recognise nothing for a person without it).
 */
export const RecognitionAsksConsent: Story = {
  play: async () => {
    const dialog = await panel();
    const option = dialog.getByRole('checkbox', { name: 'Recognise objects' });
    await expect(option).not.toBeChecked();
    await userEvent.click(option);
    const declined = await page().findByRole('alertdialog', { name: 'AI object recognition' });
    await userEvent.click(within(declined).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await expect(option).not.toBeChecked();
    await userEvent.click(option);
    const accepted = await page().findByRole('alertdialog', { name: 'AI object recognition' });
    await userEvent.click(within(accepted).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(option).toBeChecked());
  },
};
