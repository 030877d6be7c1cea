// <ReplaceFileDialog> on the mocks (spec 001 §5, §6, §7, §8): choosing one file, the upload's
// progress, more than one file refused with the spec's words, another type refused, a failed upload
// with the upload status table's message, a new version stored.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImageSummary } from '@vitrine/api-client';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import { seededOfKind } from '../viewer/story-support';
import { ReplaceFileDialog } from './ReplaceFileDialog';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { ReplaceFileDialog } from '@vitrine/viewer';
import '@vitrine/ui/styles.css';
import '@vitrine/viewer/styles.css';

<VitrineProvider client={createVitrineClient()}>
  <ReplaceFileDialog image={image} open={open} onOpenChange={setOpen} />
</VitrineProvider>`;

/** A seeded JPEG of the mocks (its id is one the worker serves). */
async function seededJpeg() {
  const image = (await seededOfKind('image')).find((file) => file.fileName.toLowerCase().endsWith('.jpg'));
  if (!image) throw new Error('the seed has no JPEG');
  return { image };
}

const meta = {
  title: 'viewer/ReplaceFileDialog',
  component: ReplaceFileDialog,
  tags: ['autodocs'],
  args: {
    image: { id: 0, fileName: 'harbour.jpg', thumbnailVersion: null },
    open: true,
    onOpenChange: () => {},
  },
  loaders: [seededJpeg],
  render: (args, { loaded }) => {
    const image = loaded.image as ImageSummary;
    return <ReplaceFileDialog {...args} image={{ ...args.image, id: image.id, fileName: 'harbour.jpg' }} />;
  },
  parameters: { layout: 'fullscreen', docs: { source: { code: usage } } },
} satisfies Meta<typeof ReplaceFileDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const dialog = async () => within(await page().findByRole('dialog', { name: 'Replace the file' }));
const jpeg = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
const choose = async (files: File[]) => {
  const form = await dialog();
  await userEvent.upload(form.getByLabelText('Choose a file'), files);
  return form;
};

/** Nothing chosen yet: the file input (with its drop zone), Replace disabled. */
export const Idle: Story = {
  play: async () => {
    const form = await dialog();
    await expect(form.getByText(/becomes the new version of harbour\.jpg/)).toBeInTheDocument();
    await expect(form.getByLabelText('Choose a file')).toHaveAttribute('type', 'file');
    await expect(form.getByRole('button', { name: 'Replace' })).toBeDisabled();
  },
};

/** spec 001 §5: "Multiple upload is not allowed. Add only one file to replace current." */
export const TooManyFiles: Story = {
  play: async () => {
    const form = await choose([jpeg('one.jpg'), jpeg('two.jpg')]);
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Multiple upload is not allowed. Add only one file to replace current.',
    );
    await expect(form.getByRole('button', { name: 'Replace' })).toBeDisabled();
  },
};

/** Two files dropped on the drop zone: the same refusal. */
export const TooManyDropped: Story = {
  play: async () => {
    const form = await dialog();
    const zone = form.getByText('or drop it here').parentElement as HTMLElement;
    const data = new DataTransfer();
    data.items.add(jpeg('one.jpg'));
    data.items.add(jpeg('two.jpg'));
    zone.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: data }));
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Multiple upload is not allowed. Add only one file to replace current.',
    );
  },
};

/** Another type than the current file's is refused (decided: the file keeps its name). */
export const OtherType: Story = {
  play: async () => {
    const form = await choose([new File([new Uint8Array(10)], 'new.png', { type: 'image/png' })]);
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'The new version must be a .jpg file, like the current one.',
    );
    await expect(form.getByRole('button', { name: 'Replace' })).toBeDisabled();
  },
};

/** One file chosen, sending: its progress bar, Replace disabled, Stop offered. */
export const Uploading: Story = {
  parameters: {
    msw: {
      handlers: [
        // The upload never answers: the dialog stays in its uploading state.
        http.post('*/api/upload/overwrite/:imageId', () => new Promise<never>(() => {})),
      ],
    },
  },
  play: async () => {
    const form = await choose([jpeg('new.jpg', 300_000)]);
    await expect(form.getByText(/New version: new\.jpg/)).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Replace' }));
    const bar = await form.findByRole('progressbar', { name: 'Uploading new.jpg' });
    await expect(bar).toHaveAttribute('aria-valuemax', '300000');
    await expect(form.getByRole('button', { name: 'Replace' })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
  },
};

/** Closing during the upload asks spec 001 §8's "This will terminate your upload! Close upload form?". */
export const CloseWhileUploading: Story = {
  args: { onOpenChange: fn() },
  parameters: Uploading.parameters,
  play: async ({ args }) => {
    const form = await choose([jpeg('new.jpg')]);
    await userEvent.click(form.getByRole('button', { name: 'Replace' }));
    await form.findByRole('progressbar', { name: 'Uploading new.jpg' });
    await userEvent.keyboard('{Escape}');
    const question = within(await page().findByRole('alertdialog'));
    await expect(
      question.getByText('This will terminate your upload! Close upload form?'),
    ).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(question.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** spec 001 §8: a failed upload shows the status table's message (441 'Storage limit reached.'). */
export const Failure: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/upload/overwrite/:imageId', () =>
          HttpResponse.json(
            { responseStatus: { errorCode: '441', message: 'Storage limit reached.' } },
            { status: 441 },
          ),
        ),
      ],
    },
  },
  play: async () => {
    const form = await choose([jpeg('new.jpg')]);
    await userEvent.click(form.getByRole('button', { name: 'Replace' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Storage limit reached.');
    // The chosen file stays: Replace sends it again.
    await expect(form.getByRole('button', { name: 'Replace' })).toBeEnabled();
  },
};

/** No answer at all, even when sent again: 'Failed to upload the file.' (spec 001 §8, code 0). */
export const FailureWithoutAnswer: Story = {
  parameters: {
    msw: { handlers: [http.post('*/api/upload/overwrite/:imageId', () => HttpResponse.error())] },
  },
  play: async () => {
    const form = await choose([jpeg('new.jpg')]);
    await userEvent.click(form.getByRole('button', { name: 'Replace' }));
    // After the chunk was sent again three times (api/replace.ts VIEWER_REPLACE_RETRY, about 4 s).
    await expect(await form.findByRole('alert', {}, { timeout: 20_000 })).toHaveTextContent(
      'Failed to upload the file.',
    );
  },
};

/** The new version is stored (the mocks keep the old one as a version): the toast, then onReplaced. */
export const Replaced: Story = {
  args: { onReplaced: fn(), onOpenChange: fn() },
  play: async ({ args }) => {
    const form = await choose([jpeg('new.jpeg')]);
    await userEvent.click(form.getByRole('button', { name: 'Replace' }));
    await waitFor(
      () => expect(page().getByText('File has been successfully replaced.')).toBeInTheDocument(),
      {
        timeout: 5000,
      },
    );
    await expect(args.onReplaced).toHaveBeenCalledWith({ imageId: expect.any(Number) });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
