// <ThumbnailActions> (issue 18, POST /Thumbnails.asmx/Change; docs/decisions.md "Custom
// thumbnails"): the two actions under a video, the frame at the player's time and an uploaded
// picture, their success and failure toasts (the server's message when it sends one), and a picked
// file that is no picture refused before anything is sent.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useRef } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import { ThumbnailActions } from './ThumbnailActions';

const usage = `import { FileViewer } from '@vitrine/viewer';

// The viewer offers the actions under a video to whoever has editData on it,
// when the server has the call (thumbnailChange not among its unavailable features).
<FileViewer imageId={videoId} onClose={close} />`;

/** The requests the stories' server received. */
const received: { id: number; type: string; data: string }[] = [];

const answering = (answer: () => Response) => ({
  msw: {
    handlers: [
      http.post('*/Thumbnails.asmx/Change', async ({ request }) => {
        received.push((await request.json()) as { id: number; type: string; data: string });
        return answer();
      }),
    ],
  },
});

const changed = () => HttpResponse.json({ id: 7, thumbnailVersion: 'v2' });

/** A stand-in player paused 1.5 s in (the stories hold no video file). */
function WithPlayer() {
  const player = useRef<HTMLVideoElement | null>(null);
  const paused = () => {
    const video = player.current;
    if (video) Object.defineProperty(video, 'currentTime', { configurable: true, value: 1.5 });
    return video;
  };
  return (
    <div style={{ maxWidth: 480, padding: 16 }}>
      {/* biome-ignore lint/a11y/useMediaCaption: a stand-in player with no media. */}
      <video ref={player} aria-label="clip.mp4" width={320} height={180} />
      <ThumbnailActions imageId={7} player={paused} />
    </div>
  );
}

const meta = {
  title: 'viewer/ThumbnailActions',
  component: ThumbnailActions,
  tags: ['autodocs'],
  args: { imageId: 7, player: () => null },
  render: () => <WithPlayer />,
  parameters: { docs: { source: { code: usage } }, ...answering(changed) },
  beforeEach: () => {
    received.length = 0;
  },
} satisfies Meta<typeof ThumbnailActions>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

async function expectToast(text: string) {
  await waitFor(() => expect(page().getByText(text)).toBeInTheDocument(), { timeout: 5000 });
}

const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** The two actions, as the viewer shows them under a video. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(await within(canvasElement).findByRole('group', { name: 'Thumbnail' }));
    await expect(group.getByRole('button', { name: 'Use this frame as thumbnail' })).toBeEnabled();
    await expect(group.getByRole('button', { name: 'Upload a thumbnail' })).toBeEnabled();
  },
};

/** The frame at the player's current time (1.5 s) is sent; "Thumbnail has been changed.". */
export const UseThisFrame: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Use this frame as thumbnail' }));
    await expectToast('Thumbnail has been changed.');
    await expect(received).toEqual([{ id: 7, type: 'frame', data: '1.5' }]);
  },
};

/** One picture picked: sent as a data URL; "Thumbnail has been changed.". */
export const UploadAPicture: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Thumbnail picture (JPEG, PNG, WebP or GIF)');
    await userEvent.upload(input, new File([PNG_BYTES], 'poster.png', { type: 'image/png' }));
    await expectToast('Thumbnail has been changed.');
    await expect(received).toHaveLength(1);
    await expect(received[0]?.type).toBe('image');
    await expect(received[0]?.data).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  },
};

/** A picked file that is no picture the server takes is refused here; nothing is sent. */
export const NotAPicture: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Thumbnail picture (JPEG, PNG, WebP or GIF)');
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
      type: 'image/svg+xml',
    });
    fireEvent.change(input, { target: { files: [svg] } });
    await expectToast('The thumbnail must be a JPEG, PNG, WebP or GIF image.');
    await expect(received).toHaveLength(0);
  },
};

/** The server refuses with a message (a time past the end): the message is the toast. */
export const RefusedByTheServer: Story = {
  parameters: answering(() =>
    HttpResponse.json(
      {
        responseStatus: {
          errorCode: 'BadRequest',
          message: 'The time of the frame must be between 0 and 1 seconds.',
        },
      },
      { status: 400 },
    ),
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Use this frame as thumbnail' }),
    );
    await expectToast('The time of the frame must be between 0 and 1 seconds.');
  },
};

/** A failure without a message: "Failed to change the thumbnail.". */
export const Failed: Story = {
  parameters: answering(() => new HttpResponse(null, { status: 502 })),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Use this frame as thumbnail' }),
    );
    await expectToast('Failed to change the thumbnail.');
  },
};
