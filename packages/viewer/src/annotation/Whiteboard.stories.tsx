// <Whiteboard> on the mocks (issue 18; spec 001 §2, §5, §8, §9): the tools, widths and colour as the
// spec gives them, every tool reachable from the keyboard (WAI-ARIA toolbar, radios), a rectangle
// drawn and saved (the PNG sent is read back pixel by pixel), undo / redo, text, the server's
// refusal, the spec's message for a too large image, and the question before dropping a drawing.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import { Whiteboard, type WhiteboardProps } from './Whiteboard';

const usage = `import { VitrineProvider } from '@vitrine/ui';
import { FileViewer } from '@vitrine/viewer';
import { Whiteboard } from '@vitrine/viewer/annotation';
import '@vitrine/viewer/styles.css';

<VitrineProvider client={client}>
  <FileViewer
    imageId={id}
    onClose={close}
    renderAnnotation={({ image, onDirtyChange, onDone }) => (
      <Whiteboard image={image} onDirtyChange={onDirtyChange} onDone={onDone} />
    )}
  />
</VitrineProvider>`;

const WIDTH = 320;
const HEIGHT = 200;
const IMAGE = {
  id: 7,
  fileName: 'harbour.jpg',
  thumbnailVersion: '1',
  imageInfo: { width: WIDTH, height: HEIGHT },
  imageAttributes: { title: 'Harbour at dawn' },
} as WhiteboardProps['image'];

/** The background Download.aspx?rotate=1 serves: a blue picture of WIDTH × HEIGHT. */
async function bluePng(): Promise<ArrayBuffer> {
  const sheet = document.createElement('canvas');
  sheet.width = WIDTH;
  sheet.height = HEIGHT;
  const ctx = sheet.getContext('2d') as CanvasRenderingContext2D;
  ctx.fillStyle = '#2050c0';
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  const blob = await new Promise<Blob>((resolve) => sheet.toBlob((b) => resolve(b as Blob), 'image/png'));
  return blob.arrayBuffer();
}

/** The drawings the stories' server received. */
const received: File[] = [];
const background = http.get('*/Download.aspx', async ({ request }) => {
  const url = new URL(request.url);
  if (url.searchParams.get('rotate') !== '1') return new HttpResponse(null, { status: 404 });
  return HttpResponse.arrayBuffer(await bluePng(), { headers: { 'Content-Type': 'image/png' } });
});
const saveHandler = http.post('*/api/images/:imageId/annotation', async ({ request }) => {
  const file = (await request.formData()).get('file');
  if (file instanceof File) received.push(file);
  return HttpResponse.json({ id: IMAGE.id, versionId: 41 });
});

const meta = {
  title: 'viewer/Whiteboard',
  component: Whiteboard,
  tags: ['autodocs'],
  args: { image: IMAGE, onDone: fn(), onDirtyChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', height: 480 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    docs: { source: { code: usage } },
    msw: { handlers: [background, saveHandler] },
  },
  beforeEach: () => {
    received.length = 0;
  },
} satisfies Meta<typeof Whiteboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const board = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Annotation whiteboard' }));

/** The drawing canvas, once the background has loaded. */
async function surface(canvasElement: HTMLElement): Promise<HTMLCanvasElement> {
  await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull(), { timeout: 5000 });
  return canvasElement.querySelector('canvas') as HTMLCanvasElement;
}

/** A pointer drag on the canvas from (x1, y1) to (x2, y2) in image pixels (zoom 1). */
function drag(canvas: HTMLCanvasElement, from: [number, number], to: [number, number]) {
  const rect = canvas.getBoundingClientRect();
  const at = ([x, y]: [number, number]) => ({
    clientX: rect.left + x,
    clientY: rect.top + y,
    bubbles: true,
    button: 0,
    pointerId: 1,
    pointerType: 'mouse',
  });
  canvas.dispatchEvent(new PointerEvent('pointerdown', at(from)));
  canvas.dispatchEvent(new PointerEvent('pointermove', at([(from[0] + to[0]) / 2, (from[1] + to[1]) / 2])));
  canvas.dispatchEvent(new PointerEvent('pointermove', at(to)));
  canvas.dispatchEvent(new PointerEvent('pointerup', at(to)));
}

/** One click on the canvas at (x, y). */
function click(canvas: HTMLCanvasElement, x: number, y: number) {
  const rect = canvas.getBoundingClientRect();
  const init = { clientX: rect.left + x, clientY: rect.top + y, bubbles: true, button: 0, pointerId: 1 };
  canvas.dispatchEvent(new PointerEvent('pointerdown', init));
  canvas.dispatchEvent(new PointerEvent('pointerup', init));
}

/**
 * The wait for what follows a save: the PNG is encoded and sent to the mocks, and on a busy CI
 * machine that ran past the 5 s default wait (Save Refused, Polygon, Text And Comment).
 */
const SAVING = { timeout: 20_000 };

/** The RGBA of one pixel of a PNG. */
async function pixel(png: Blob, x: number, y: number): Promise<number[]> {
  const bitmap = await createImageBitmap(png);
  const sheet = document.createElement('canvas');
  sheet.width = bitmap.width;
  sheet.height = bitmap.height;
  const ctx = sheet.getContext('2d') as CanvasRenderingContext2D;
  ctx.drawImage(bitmap, 0, 0);
  return [...ctx.getImageData(x, y, 1, 1).data];
}

/** spec 001 §9: the tools, the widths, red and the note; pencil and 5 px chosen; nothing to save yet. */
export const Tools: Story = {
  play: async ({ canvasElement }) => {
    const region = await board(canvasElement);
    await surface(canvasElement);
    const toolbar = within(region.getByRole('toolbar', { name: 'Annotation tools' }));
    const tools = within(toolbar.getByRole('radiogroup', { name: 'Tool' })).getAllByRole('radio');
    await expect(tools.map((tool) => tool.getAttribute('aria-label'))).toEqual([
      'Pencil',
      'Eraser',
      'Rectangle',
      'Ellipse',
      'Line',
      'Polygon',
      'Text',
      'Comment',
    ]);
    await expect(toolbar.getByRole('radio', { name: 'Pencil' })).toHaveAttribute('aria-checked', 'true');
    const widths = within(toolbar.getByRole('radiogroup', { name: 'Stroke width' })).getAllByRole('radio');
    await expect(widths.map((width) => width.getAttribute('aria-label'))).toEqual([
      '2 px',
      '3 px',
      '5 px',
      '8 px',
      '13 px',
      '21 px',
    ]);
    await expect(toolbar.getByRole('radio', { name: '5 px' })).toHaveAttribute('aria-checked', 'true');
    await expect(region.getByLabelText('Colour')).toHaveValue('#ff0000');
    await expect(
      region.getByText(
        'The drawing will be merged with the image and saved in PNG format. The original stays in version history.',
      ),
    ).toBeInTheDocument();
    await expect(region.getByRole('button', { name: 'Save annotation' })).toBeDisabled();
    // Zoom fixed at 1: the drawing has the image's own pixels, shown one to one.
    const canvas = await surface(canvasElement);
    await expect([canvas.width, canvas.height]).toEqual([WIDTH, HEIGHT]);
    await expect(canvas.getBoundingClientRect().width).toBe(WIDTH);
  },
};

/** Every tool from the keyboard: one tab stop, arrows move, Home / End, Space chooses. */
export const KeyboardTools: Story = {
  play: async ({ canvasElement }) => {
    const region = await board(canvasElement);
    await surface(canvasElement);
    const toolbar = within(region.getByRole('toolbar', { name: 'Annotation tools' }));
    toolbar.getByRole('radio', { name: 'Pencil' }).focus();
    for (const name of ['Eraser', 'Rectangle', 'Ellipse', 'Line', 'Polygon', 'Text', 'Comment']) {
      await userEvent.keyboard('{ArrowRight}');
      await expect(toolbar.getByRole('radio', { name })).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(toolbar.getByRole('radio', { name })).toHaveAttribute('aria-checked', 'true');
    }
    await userEvent.keyboard('{ArrowRight}');
    await expect(toolbar.getByRole('radio', { name: '2 px' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toolbar.getByRole('radio', { name: '2 px' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{End}');
    await expect(toolbar.getByRole('button', { name: 'Redo' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(toolbar.getByRole('radio', { name: 'Pencil' })).toHaveFocus();
  },
};

/** A rectangle drawn and saved: only the drawing is sent, as PNG, red where it was drawn. */
export const SaveRectangle: Story = {
  play: async ({ canvasElement, args }) => {
    const region = await board(canvasElement);
    const canvas = await surface(canvasElement);
    await userEvent.click(region.getByRole('radio', { name: 'Rectangle' }));
    drag(canvas, [40, 30], [200, 150]);
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));
    const save = region.getByRole('button', { name: 'Save annotation' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith({ saved: true }), SAVING);
    await expect(received).toHaveLength(1);
    const png = received[0] as File;
    await expect(png.type).toBe('image/png');
    const [r, g, b, a] = await pixel(png, 40, 90);
    await expect([r, g, b, a]).toEqual([255, 0, 0, 255]);
    // Inside and outside the outline nothing was drawn: transparent (the server merges the image).
    await expect((await pixel(png, 120, 90))[3]).toBe(0);
    await expect((await pixel(png, 300, 190))[3]).toBe(0);
    await expect(
      await within(document.body).findByText(
        'Annotation saved. The original is in the version history.',
        {},
        SAVING,
      ),
    ).toBeInTheDocument();
  },
};

/** Undo takes the last shape back (nothing to save), redo brings it again; Ctrl+Z as well. */
export const UndoRedo: Story = {
  play: async ({ canvasElement }) => {
    const region = await board(canvasElement);
    const canvas = await surface(canvasElement);
    await userEvent.click(region.getByRole('radio', { name: 'Line' }));
    drag(canvas, [10, 10], [300, 180]);
    const save = region.getByRole('button', { name: 'Save annotation' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(region.getByRole('button', { name: 'Undo' }));
    await expect(save).toBeDisabled();
    await expect(region.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(region.getByRole('button', { name: 'Redo' }));
    await expect(save).toBeEnabled();
    region.getByRole('radio', { name: 'Line' }).focus();
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(save).toBeDisabled();
    await userEvent.keyboard('{Control>}y{/Control}');
    await expect(save).toBeEnabled();
  },
};

/** Text: click where it goes, type, Enter; it is part of the drawing (data, never markup). */
export const TextAndComment: Story = {
  play: async ({ canvasElement, args }) => {
    const region = await board(canvasElement);
    const canvas = await surface(canvasElement);
    await userEvent.click(region.getByRole('radio', { name: 'Text' }));
    click(canvas, 20, 20);
    const field = await region.findByRole('textbox', { name: 'Text to place' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, '<b>Crack</b>{Enter}');
    await expect(region.queryByRole('textbox', { name: 'Text to place' })).toBeNull();
    await userEvent.click(region.getByRole('radio', { name: 'Comment' }));
    click(canvas, 100, 150);
    await userEvent.type(await region.findByRole('textbox', { name: 'Text to place' }), 'Check this{Enter}');
    await expect(canvasElement.querySelector('.vt-viewer__whiteboard b')).toBeNull();
    await userEvent.click(region.getByRole('button', { name: 'Save annotation' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith({ saved: true }), SAVING);
    // The comment's box is white with the colour's border, above and right of the point.
    const png = received[0] as File;
    await expect(await pixel(png, 115, 120)).toEqual([255, 255, 255, 255]);
    // The text is drawn in red where it was placed.
    const row = await Promise.all([22, 26, 30, 34, 38].map((x) => pixel(png, x, 28)));
    await expect(
      row.some(([r, g, b, a]) => (r ?? 0) > 150 && (g ?? 255) < 100 && (b ?? 255) < 100 && (a ?? 0) > 100),
    ).toBe(true);
  },
};

/** A polygon: each corner a click, closed on the first corner. */
export const Polygon: Story = {
  play: async ({ canvasElement, args }) => {
    const region = await board(canvasElement);
    const canvas = await surface(canvasElement);
    await userEvent.click(region.getByRole('radio', { name: 'Polygon' }));
    click(canvas, 50, 50);
    click(canvas, 250, 50);
    click(canvas, 150, 170);
    click(canvas, 52, 51);
    // Closing the polygon makes it a shape: Save turns enabled on the next render, not at once.
    const save = region.getByRole('button', { name: 'Save annotation' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith({ saved: true }), SAVING);
    const png = received[0] as File;
    // The closing edge from the last corner back to the first is drawn.
    await expect((await pixel(png, 100, 110))[3]).toBeGreaterThan(0);
  },
};

/** spec 001 §5: the server refuses (empty or too large): its message, and the drawing stays. */
export const SaveRefused: Story = {
  parameters: { msw: { handlers: [background] }, mocks: { scenarios: { saveAnnotation: 'error-413' } } },
  play: async ({ canvasElement, args }) => {
    const region = await board(canvasElement);
    const canvas = await surface(canvasElement);
    drag(canvas, [20, 20], [120, 120]);
    const save = region.getByRole('button', { name: 'Save annotation' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await expect(
      await within(document.body).findByText('Image is too large to be annotated!', {}, SAVING),
    ).toBeInTheDocument();
    await expect(args.onDone).not.toHaveBeenCalled();
    await expect(save).toBeEnabled();
  },
};

/** spec 001 §5: an image over 4096 × 4096 pixels is not opened for drawing. */
export const TooLarge: Story = {
  args: { image: { ...IMAGE, imageInfo: { width: 6000, height: 4000 } } },
  play: async ({ canvasElement, args }) => {
    const region = await board(canvasElement);
    await expect(await region.findByRole('alert')).toHaveTextContent('Image is too large to be annotated!');
    await expect(canvasElement.querySelector('canvas')).toBeNull();
    await userEvent.click(region.getByRole('button', { name: 'Cancel' }));
    await expect(args.onDone).toHaveBeenCalledWith({ saved: false });
  },
};

/** spec 001 §8: cancelling a drawing asks "There is an unsaved annotation. Ignore changes?". */
export const CancelAsks: Story = {
  play: async ({ canvasElement, args }) => {
    const region = await board(canvasElement);
    const canvas = await surface(canvasElement);
    drag(canvas, [20, 20], [120, 60]);
    await waitFor(() => expect(region.getByRole('button', { name: 'Save annotation' })).toBeEnabled());
    await userEvent.click(region.getByRole('button', { name: 'Cancel' }));
    const page = within(document.body);
    const question = await page.findByRole('alertdialog');
    await expect(question).toHaveTextContent('There is an unsaved annotation. Ignore changes?');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDone).not.toHaveBeenCalled();
    await userEvent.click(region.getByRole('button', { name: 'Cancel' }));
    const again = await page.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith({ saved: false }));
  },
};
