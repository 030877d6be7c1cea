// <UploadPanel> in overwrite mode with the real engine on the mocks (issue 19; spec 001 §5 "Overwrite
// upload (limit to one)"): the panel the reference app gives the viewer's `renderReplace`. Files
// dropped on the viewer's stage are its initial files; the one file goes up over a seeded JPEG and
// the host hears of it (onUploaded, the file replaced); two files are refused with the spec's words,
// another type with ours (docs/decisions.md), before anything is queued.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMockDb } from '@vitrine/mocks';
import { expect, fn, waitFor, within } from 'storybook/test';
import '../styles.css';
import { UploadPanel, type UploadPanelProps } from './UploadPanel';

/** A seeded JPEG the super-admin may replace. */
function seededJpeg(): { id: number; fileName: string } {
  const db = createMockDb();
  const image = db.images.find((candidate) => candidate.fileName.toLowerCase().endsWith('.jpg'));
  if (!image) throw new Error('the seed has no JPEG');
  return { id: image.id, fileName: image.fileName };
}
let seeded: ReturnType<typeof seededJpeg> | undefined;
const current = () => {
  seeded ??= seededJpeg();
  return seeded;
};

/** The panel over the seeded JPEG (the docs page is UploadPanel.stories.tsx's). */
function OverOneFile(props: UploadPanelProps) {
  return (
    <UploadPanel
      {...props}
      target={{ kind: 'overwrite', imageId: current().id }}
      currentFileName={current().fileName}
    />
  );
}

const jpeg = (name: string, fill = 1) =>
  new File([new Uint8Array(4096).fill(fill)], name, { type: 'image/jpeg' });

const meta = {
  title: 'uploader/UploadPanel/Overwrite on the mocks',
  component: OverOneFile,
  args: {
    // The seeded file's (the render puts it in; the mocks' ids are the seed's).
    target: { kind: 'overwrite', imageId: 0 },
    open: true,
    onOpenChange: fn(),
    onUploaded: fn(),
  },
  parameters: { layout: 'fullscreen', vitrine: { webSettings: { persistence: 'none' } } },
} satisfies Meta<typeof OverOneFile>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const panel = async () => within(await page().findByRole('dialog', { name: 'Replace the file' }));

/** One file dropped on the viewer (initialFiles): it goes up at once, and the host hears which file it replaced. */
export const DroppedFileReplaces: Story = {
  args: { initialFiles: [{ file: jpeg('new-version.jpg', 5) }] },
  play: async ({ args }) => {
    const dialog = await panel();
    await expect(
      dialog.getByText(`Upload one file as the new version of “${current().fileName}”.`),
    ).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByText('Done', { selector: '.vt-uploader__state' })).toBeVisible(), {
      timeout: 10_000,
    });
    await waitFor(() => expect(args.onUploaded).toHaveBeenCalledTimes(1));
    const [event] = (args.onUploaded as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect(event.items).toHaveLength(1);
    await expect(event.items[0]).toMatchObject({
      name: 'new-version.jpg',
      state: 'done',
      fileId: current().id,
    });
  },
};

/** spec 001 §5: two files dropped are refused with its words; nothing is queued. */
export const DroppedTwo: Story = {
  args: { initialFiles: [{ file: jpeg('one.jpg') }, { file: jpeg('two.jpg') }] },
  play: async ({ args }) => {
    const dialog = await panel();
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Multiple upload is not allowed. Add only one file to replace current.',
    );
    await expect(dialog.queryByText('one.jpg')).not.toBeInTheDocument();
    await expect(args.onUploaded).not.toHaveBeenCalled();
  },
};

/** Decided (docs/decisions.md): the file keeps its name, so a file of another type is refused before it is sent. */
export const OtherType: Story = {
  args: { initialFiles: [{ file: new File([new Uint8Array(64)], 'drawing.png', { type: 'image/png' }) }] },
  play: async ({ args }) => {
    const dialog = await panel();
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The new version must be a .jpg file, like the current one.',
    );
    await expect(dialog.queryByText('drawing.png')).not.toBeInTheDocument();
    await expect(args.onUploaded).not.toHaveBeenCalled();
  },
};
