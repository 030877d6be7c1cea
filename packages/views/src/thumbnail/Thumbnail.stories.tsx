// Every badge of a thumbnail (spec 000 §2 "every thumbnail"), each on a file of the mocks' seeded
// library that has it, plus one file with all of them, the data line on and off, a picture that fails
// and a file name that looks like markup. Axe runs on each story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImageSummary } from '@vitrine/api-client';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { seededImage, seededThumbnailUrl, withAllBadges } from '../gallery/seeded';
import '../styles.css';
import { Thumbnail } from './Thumbnail';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { Thumbnail } from '@vitrine/views';
import '@vitrine/ui/styles.css';
import '@vitrine/views/styles.css';

// One file's thumbnail with its badges, outside a view (a search hit, a sidebar).
<VitrineProvider client={createVitrineClient()}>
  <Thumbnail image={image} width={320} height={240} />
</VitrineProvider>`;

const meta = {
  title: 'views/Thumbnail',
  component: Thumbnail,
  tags: ['autodocs'],
  args: {
    image: { id: 0, fileName: '', extension: '' },
    width: 320,
    height: 240,
    getThumbnailUrl: seededThumbnailUrl,
  },
  parameters: { layout: 'fullscreen' },
  // The file a loader picked from the seeded library (`loaded.image`), else the args' own.
  render: (args, { loaded }) => (
    <div style={{ padding: 16 }}>
      <Thumbnail {...args} image={(loaded.image as ImageSummary | undefined) ?? args.image} />
    </div>
  ),
} satisfies Meta<typeof Thumbnail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story of the first seeded file that matches, checking the badge text it shows. */
function badgeStory(
  match: (image: ImageSummary) => boolean,
  text: string | RegExp,
  extra: Partial<Story> = {},
): Story {
  return {
    loaders: [async () => ({ image: await seededImage(match) })],
    play: async ({ canvasElement }) => {
      await expect(within(canvasElement).getByText(text)).toBeVisible();
    },
    ...extra,
  };
}

/** spec 000 §4: the expiration date is today or past. */
export const Expired = badgeStory((image) => image.isExpired === true, 'Expired', {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
});

/** spec 000 §4: within 14 days before the expiration date. */
export const ExpiringSoon = badgeStory(
  (image) => image.isExpiredSoon === true,
  /^Expires \d{4}-\d{2}-\d{2}$/,
);

/** spec 001 §3: "unprocessed". */
export const VideoQueued = badgeStory(
  (image) => image.videoStatus === 'unprocessed',
  'Queued for Processing',
);

/** spec 001 §3: "priority". */
export const VideoQueuedPriority = badgeStory(
  (image) => image.videoStatus === 'priority',
  'Queued for Processing (priority)',
);

/** spec 001 §3, §4: a percentage: "Processing" with a progress bar. */
export const VideoProcessing = badgeStory(
  (image) => /%$/.test(image.videoStatus ?? ''),
  /^Processing \d+%$/,
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByText(/^Processing \d+%$/)).toBeVisible();
      const bar = canvas.getByRole('progressbar', { name: 'Processing' });
      const percent = /(\d+)%/.exec(canvas.getByText(/^Processing \d+%$/).textContent ?? '')?.[1];
      await expect(bar).toHaveAttribute('aria-valuenow', percent);
    },
  },
);

/**
 * spec 001 §3, §8: a status containing "error": "Failed", and (asked once from the server) "The server
 * tried to process this video N time(s) so far." for assistive technology and as the tooltip.
 */
export const VideoFailed = badgeStory((image) => /error/i.test(image.videoStatus ?? ''), 'Failed', {
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-badge="video"]') as HTMLElement;
    await expect(within(badge).getByText('Failed')).toBeVisible();
    await waitFor(() =>
      expect(badge).toHaveAttribute(
        'title',
        expect.stringMatching(/^The server tried to process this video \d+ time\(s\) so far\.$/),
      ),
    );
    await expect(badge.textContent).toMatch(
      /^Failed The server tried to process this video \d+ time\(s\) so far\.$/,
    );
  },
});

/** spec 001 §4: skipped removes the hint; empty (processed) shows nothing. */
export const VideoSkippedOrDone: Story = {
  loaders: [
    async () => ({ image: await seededImage((image) => image.isVideo === true && !image.videoStatus) }),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toBeVisible();
    await expect(canvasElement.querySelector('[data-badge="video"]')).toBeNull();
  },
};

/**
 * spec 000 §4: polled every 5 s until done; on done the badge changes 2.5 s later. This server answers
 * done (an empty status) at the first poll: "Processing 40%" stays one interval plus 2.5 s, then goes.
 * (The browser test steps through queued → processing → done on fake timers.)
 */
export const VideoPolledUntilDone: Story = {
  loaders: [
    async () => ({
      image: { ...(await seededImage((image) => image.isVideo === true)), videoStatus: '40%' },
    }),
  ],
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/image/videostatus/:id', ({ params }) =>
          HttpResponse.json({ id: Number(params.id), status: '', videoTries: 1 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Processing 40%')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Processing' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await waitFor(() => expect(canvasElement.querySelector('[data-badge="video"]')).toBeNull(), {
      timeout: 12000,
    });
  },
};

export const WorkflowStatus = badgeStory(
  (image) => (image.imageWorkflowStatuses?.length ?? 0) > 0,
  /^(Draft|In review|Approved|Rejected|Published)$/,
);

/** workflowBadgesShowOnlyColor: the colour alone, the name for assistive technology. */
export const WorkflowStatusColourOnly: Story = {
  loaders: [
    async () => ({ image: await seededImage((image) => (image.imageWorkflowStatuses?.length ?? 0) > 0) }),
  ],
  args: { workflowBadgesShowOnlyColor: true },
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-badge="workflow"]') as HTMLElement;
    await expect(badge).toHaveAttribute('data-color-only');
    await expect(badge.textContent).toMatch(/^Workflow status: /);
    await expect(within(badge).getByText(/^Workflow status: /)).toHaveClass('vt-views__sr-only');
  },
};

export const OnBrand = badgeStory((image) => image.isOnBrand === true, 'On brand');

export const OffBrand = badgeStory((image) => image.isOnBrand === false, 'Off brand');

export const RecognitionAwaiting = badgeStory(
  (image) => image.awaitingRecognition === true,
  'Recognition pending',
);

export const RecognitionFailed = badgeStory(
  (image) => image.failedRecognition === true,
  'Recognition failed',
);

/** A file with earlier versions. */
export const Versions = badgeStory((image) => (image.version ?? 0) > 1, /^v\d+$/);

/** spec 000 §2: opens its external preview URL in a new tab. */
export const ExternalPreview = badgeStory((image) => Boolean(image.previewExternalUrl), 'External preview');

/** Every badge at once, with the data line: file name, size in 1024 units, date as yyyy-mm-dd. */
export const AllBadges: Story = {
  loaders: [async () => ({ image: withAllBadges(await seededImage((image) => image.isImage === true)) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['Expired', 'Processing 42%', 'In review', 'Approved', 'On brand', 'v3']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    await expect(canvasElement.querySelector('.vt-views__meta')?.textContent).toMatch(
      /^\d+(\.\d)? (B|KB|MB|GB) · \d{4}-\d{2}-\d{2}$/,
    );
  },
};

/** showThumbs off: no data line. */
export const WithoutData: Story = {
  loaders: [async () => ({ image: await seededImage((image) => image.isImage === true) })],
  args: { showThumbs: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.vt-views__caption')).toBeNull();
    await expect(within(canvasElement).getByRole('img')).toBeVisible();
  },
};

/**
 * The server's failed placeholder (@vitrine/server answers it with `X-Vitrine-Placeholder: failed`):
 * a picture frame struck through, drawn as the server draws it.
 */
const failedPlaceholder = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="72" viewBox="0 0 96 72">' +
    '<rect width="96" height="72" fill="#f6e3e3"/>' +
    '<g fill="none" stroke="#b4343a" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">' +
    '<rect x="30" y="20" width="36" height="30" rx="3"/><path d="M33 46l10-11 7 7 5-5 8 9"/>' +
    '<path d="M24 58L72 14"/></g></svg>',
)}`;

/**
 * The server could not make the file's thumbnails (a damaged image: ImageSummary.thumbnailFailed):
 * its failed placeholder whole in a dashed danger frame, and "Thumbnail failed" for everyone, also
 * for assistive technology. "Regenerate thumbnails" queues them again.
 */
export const ThumbnailFailed: Story = {
  loaders: [
    async () => ({
      image: { ...(await seededImage((image) => image.isImage === true)), thumbnailFailed: true },
    }),
  ],
  args: { getThumbnailUrl: () => failedPlaceholder },
  play: async ({ canvasElement }) => {
    const thumb = canvasElement.querySelector('.vt-views__thumb') as HTMLElement;
    await expect(thumb).toHaveAttribute('data-state', 'failed');
    const badge = thumb.querySelector('[data-badge="thumbnailFailed"]') as HTMLElement;
    await expect(badge).toHaveAttribute('data-tone', 'danger');
    await expect(within(badge).getByText('Thumbnail failed')).toBeVisible();
    // The picture is the placeholder, whole; the image keeps its name.
    const picture = within(canvasElement).getByRole('img');
    await expect(picture).toBeVisible();
    await expect(getComputedStyle(picture).objectFit).toBe('contain');
  },
};

/** A picture that does not load: the file's extension stands in. */
export const PictureFails: Story = {
  loaders: [async () => ({ image: await seededImage((image) => image.isPdf === true) })],
  args: { getThumbnailUrl: () => 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('PDF')).toBeVisible();
  },
};

/** Names are data: a file name that looks like markup shows as text. */
export const NameIsData: Story = {
  args: {
    image: {
      id: 99,
      fileName: '<b>not bold</b><img src=x onerror=alert(1)>.jpg',
      extension: 'jpg',
      fileSize: 2048,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('<b>not bold</b><img src=x onerror=alert(1)>.jpg'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(1);
  },
};
