// Annotating from <FileViewer> on the mocks (issue 18; spec 001 §2, §6, §8, §9): the toolbar action
// for a user with editData (none without it), the whiteboard on the preview tab (forced, zoom
// buttons gone), the question before leaving an unsaved drawing, and a save that becomes a version
// marked annotated in the mocks' history.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImageSummary } from '@vitrine/api-client';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import { FileViewer } from '../viewer/FileViewer';
import { seededOfKind } from '../viewer/story-support';
import { Whiteboard } from './Whiteboard';

/** A host with the viewer open on a seeded image and the whiteboard in its slot. */
function Host({ file }: { file?: ImageSummary }) {
  const [imageId, setImageId] = useState<number | null>(file?.id ?? null);
  return file ? (
    <FileViewer
      imageId={imageId}
      files={[file]}
      onClose={() => setImageId(null)}
      renderAnnotation={({ image, onDirtyChange, onDone }) => (
        <Whiteboard image={image} onDirtyChange={onDirtyChange} onDone={onDone} />
      )}
    />
  ) : null;
}

const meta = {
  title: 'viewer/FileViewer/Annotation',
  component: Host,
  loaders: [
    async () => {
      const file = (await seededOfKind('image')).find(
        (image) => (image.imageInfo?.width ?? 0) * (image.imageInfo?.height ?? 0) <= 4096 * 4096,
      );
      if (!file) throw new Error('the seed has no image small enough to annotate');
      return { file };
    },
  ],
  render: (_args, { loaded }) => <Host file={loaded.file as ImageSummary} />,
  parameters: {
    layout: 'fullscreen',
    vitrine: { webSettings: { persistence: 'none', values: { previewTab: false, settingsTab: true } } },
  },
} satisfies Meta<typeof Host>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const viewer = () => page().findByRole('dialog', { name: /^Viewer: / }, { timeout: 5000 });

/** The drawing canvas of the whiteboard, once its background has loaded. */
async function canvasOf(frame: HTMLElement): Promise<HTMLCanvasElement> {
  await waitFor(() => expect(frame.querySelector('.vt-viewer__whiteboard canvas')).not.toBeNull(), {
    timeout: 5000,
  });
  return frame.querySelector('.vt-viewer__whiteboard canvas') as HTMLCanvasElement;
}

function drag(canvas: HTMLCanvasElement) {
  const rect = canvas.getBoundingClientRect();
  const at = (x: number, y: number) => ({
    clientX: rect.left + x,
    clientY: rect.top + y,
    bubbles: true,
    button: 0,
    pointerId: 1,
  });
  canvas.dispatchEvent(new PointerEvent('pointerdown', at(10, 10)));
  canvas.dispatchEvent(new PointerEvent('pointermove', at(60, 40)));
  canvas.dispatchEvent(new PointerEvent('pointerup', at(60, 40)));
}

/** From the info tab, Annotate opens the whiteboard on the preview tab; zoom stays at 1. */
export const EnterForcesPreview: Story = {
  play: async () => {
    const element = await viewer();
    const frame = within(element);
    await expect(await frame.findByRole('tab', { name: 'Info' }, { timeout: 5000 })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(await frame.findByRole('button', { name: 'Annotate' }, { timeout: 5000 }));
    await expect(await frame.findByRole('region', { name: 'Annotation whiteboard' })).toBeInTheDocument();
    // Leaving the whiteboard (Annotate again, nothing drawn) brings rotation back.
    await userEvent.click(frame.getByRole('button', { name: 'Annotate' }));
    await expect(await frame.findByRole('button', { name: 'Rotate right' })).toBeInTheDocument();
    await userEvent.click(frame.getByRole('button', { name: 'Annotate' }));
    await expect(await frame.findByRole('region', { name: 'Annotation whiteboard' })).toBeInTheDocument();
    await expect(frame.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
    await expect(frame.getByRole('button', { name: 'Annotate' })).toHaveAttribute('aria-pressed', 'true');
    await expect(frame.queryByRole('button', { name: 'Zoom in' })).toBeNull();
    // No rotation or replacement under the drawing.
    await expect(frame.queryByRole('button', { name: 'Rotate right' })).toBeNull();
    await expect(frame.queryByRole('button', { name: 'Replace with a new version' })).toBeNull();
    await canvasOf(element);
  },
};

/** spec 001 §8: closing the viewer with an unsaved drawing asks first; declining keeps the drawing. */
export const LeavingAsks: Story = {
  play: async () => {
    const element = await viewer();
    const frame = within(element);
    await userEvent.click(await frame.findByRole('button', { name: 'Annotate' }, { timeout: 5000 }));
    drag(await canvasOf(element));
    await waitFor(() => expect(frame.getByRole('button', { name: 'Save annotation' })).toBeEnabled());
    await userEvent.click(frame.getByRole('button', { name: 'Close viewer' }));
    const question = await page().findByRole('alertdialog');
    await expect(question).toHaveTextContent('There is an unsaved annotation. Ignore changes?');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await expect(frame.getByRole('region', { name: 'Annotation whiteboard' })).toBeInTheDocument();
    // Another tab asks too.
    await userEvent.click(frame.getByRole('tab', { name: 'Info' }));
    await expect(await page().findByRole('alertdialog')).toHaveTextContent(
      'There is an unsaved annotation. Ignore changes?',
    );
    await userEvent.click(within(await page().findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(frame.queryByRole('region', { name: 'Annotation whiteboard' })).toBeNull());
    await expect(frame.getByRole('tab', { name: 'Info' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** A saved drawing: the whiteboard closes, the preview shows again. */
export const Save: Story = {
  play: async () => {
    const element = await viewer();
    const frame = within(element);
    await userEvent.click(await frame.findByRole('button', { name: 'Annotate' }, { timeout: 5000 }));
    drag(await canvasOf(element));
    const save = frame.getByRole('button', { name: 'Save annotation' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    // The save makes a PNG of the image's size and sends it to the mocks, which merge it: on a busy
    // machine that ran past the 5 s default wait.
    const saving = { timeout: 20_000 };
    await waitFor(
      () => expect(frame.queryByRole('region', { name: 'Annotation whiteboard' })).toBeNull(),
      saving,
    );
    await expect(
      await page().findByText('Annotation saved. The original is in the version history.', {}, saving),
    ).toBeInTheDocument();
    await expect(frame.getByRole('button', { name: 'Annotate' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** spec 001 §6: without editData (a viewer of the mocks) there is no action. */
export const NoRight: Story = {
  parameters: { mocks: { user: 'viewer' } },
  play: async () => {
    const frame = within(await viewer());
    await frame.findByRole('button', { name: 'Download' }, { timeout: 5000 });
    for (let check = 0; check < 5; check++) {
      await expect(frame.queryByRole('button', { name: 'Annotate' })).not.toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  },
};
