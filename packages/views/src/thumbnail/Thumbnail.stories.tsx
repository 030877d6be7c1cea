// Every badge of a thumbnail (spec 000 §2 "every thumbnail"), each on a file of the mocks' seeded
// library that has it, plus one file with all of them, the data line on and off, a picture that fails
// and a file name that looks like markup. Axe runs on each story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImageSummary } from '@vitrine/api-client';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { seededImage, seededThumbnailUrl, withAllBadges } from '../gallery/seeded';
import '../styles.css';
import { thumbnailAlt as thumbnailName } from './badges';
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
    // Wide enough that the file's other badges leave this one in the row (not behind "+N").
    args: { width: 560, height: 420 },
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

/** On brand is the default (issue 14): no badge says so. */
export const OnBrandNeedsNoBadge: Story = {
  loaders: [
    async () => ({
      image: {
        ...(await seededImage((image) => image.isImage === true && image.isOnBrand === true)),
        isExpired: false,
        isExpiredSoon: false,
        awaitingRecognition: false,
        failedRecognition: false,
        imageWorkflowStatuses: [],
        version: 1,
        previewExternalUrl: null,
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toBeVisible();
    await expect(canvasElement.querySelector('.vt-views__badge')).toBeNull();
    await expect(within(canvasElement).queryByText('On brand')).toBeNull();
  },
};

export const OffBrand = badgeStory((image) => image.isOnBrand === false, 'Off brand');

export const RecognitionAwaiting = badgeStory(
  (image) => image.awaitingRecognition === true,
  'Recognition pending',
);

/** Counts the recognition status polls of the story below; answers "done". */
const recognitionPolls: number[][] = [];
/**
 * An image awaiting recognition is polled (spec 001 §9: every 2 s, at most 100 times) while its tile
 * is mounted; the first answer says nothing is processing, so polling stops and the search is read again.
 */
export const RecognitionPolled: Story = {
  loaders: [async () => ({ image: await seededImage((image) => image.awaitingRecognition === true) })],
  args: { width: 560, height: 420 },
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/recognition/multi-status', async ({ request }) => {
          const { imageIds } = (await request.clone().json()) as { imageIds: number[] };
          recognitionPolls.push(imageIds);
          return HttpResponse.json({ images: imageIds.map((imageId) => ({ imageId, processing: false })) });
        }),
      ],
    },
  },
  play: async ({ canvasElement, loaded }) => {
    const id = (loaded as { image: ImageSummary }).image.id;
    await expect(within(canvasElement).getByText('Recognition pending')).toBeVisible();
    await waitFor(() => expect(recognitionPolls).toContainEqual([id]));
    // Done on the first answer: no second poll 2 s later.
    const polls = recognitionPolls.length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await expect(recognitionPolls).toHaveLength(polls);
  },
};

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
    // One row (issue 14): what fits, then "+N" naming the rest for assistive technology.
    await expect(canvas.getByText('Expired')).toBeVisible();
    await expect(canvas.getByText('Processing 42%')).toBeVisible();
    const more = canvasElement.querySelector('[data-badge="more"]') as HTMLElement;
    await expect(more).toBeVisible();
    await expect(more.textContent).toMatch(/^\+(\d)\1 more badges: .*Version 3, External preview$/);
    const row = canvasElement.querySelector('.vt-views__badges') as HTMLElement;
    const badgeHeight = (row.firstElementChild as HTMLElement).getBoundingClientRect().height;
    await expect(row.getBoundingClientRect().height).toBeLessThan(badgeHeight * 1.5);
    await expect(canvasElement.querySelector('.vt-views__meta')?.textContent).toMatch(
      /^\d+(\.\d)? (B|KB|MB|GB) · \d{4}-\d{2}-\d{2}$/,
    );
  },
};

/**
 * A narrow tile (140 px) with five badges (issue 14): one row that never wraps into the picture,
 * the first badge whole or ended with an ellipsis, the rest behind "+4".
 */
export const NarrowTileBadges: Story = {
  loaders: [
    async () => ({
      image: {
        ...(await seededImage((image) => image.isImage === true)),
        isExpired: true,
        isOnBrand: false,
        awaitingRecognition: true,
        failedRecognition: true,
        version: 3,
        imageWorkflowStatuses: [],
        videoStatus: null,
        previewExternalUrl: null,
      },
    }),
  ],
  args: { width: 140, height: 105 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Expired')).toBeVisible();
    const more = canvasElement.querySelector('[data-badge="more"]') as HTMLElement;
    await expect(more).toHaveTextContent('+4');
    await expect(more).toHaveAttribute(
      'title',
      '4 more badges: Off brand, Recognition pending, Recognition failed, Version 3',
    );
    const row = canvasElement.querySelector('.vt-views__badges') as HTMLElement;
    const thumb = canvasElement.querySelector('.vt-views__thumb') as HTMLElement;
    await expect(row.getBoundingClientRect().height).toBeLessThan(30);
    await expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(thumb.getBoundingClientRect().right);
  },
};

/** A PDF (issue 14): its first page as the picture and its page count as the type glyph. */
export const PdfWithPageCount: Story = {
  loaders: [async () => ({ image: await seededImage((image) => image.isPdf === true) })],
  play: async ({ canvasElement, loaded }) => {
    const image = loaded.image as ImageSummary;
    const glyph = canvasElement.querySelector('[data-glyph="pdf"]') as HTMLElement;
    await expect(glyph).toBeVisible();
    const pages = image.pageCount as number;
    await expect(glyph).toHaveAttribute('title', pages === 1 ? '1 page' : `${pages} pages`);
    await expect(within(canvasElement).getByRole('img', { name: thumbnailName(image) })).toBeVisible();
  },
};

/** An audio file (issue 14): its waveform as the picture and its length as the type glyph. */
export const AudioWithLength: Story = {
  loaders: [
    async () => ({
      image: { ...(await seededImage((image) => image.isAudio === true)), durationSeconds: 205 },
    }),
  ],
  play: async ({ canvasElement }) => {
    const glyph = canvasElement.querySelector('[data-glyph="audio"]') as HTMLElement;
    await expect(glyph).toBeVisible();
    await expect(within(glyph).getByText('3:25')).toBeVisible();
    await expect(glyph).toHaveAttribute('title', 'Length 3:25');
  },
};

/** A video (issue 14): its length as the type glyph, hours when it has them. */
export const VideoWithLength: Story = {
  loaders: [
    async () => ({
      image: {
        ...(await seededImage((image) => image.isVideo === true && !image.videoStatus)),
        durationSeconds: 3723.4,
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const glyph = canvasElement.querySelector('[data-glyph="video"]') as HTMLElement;
    await expect(within(glyph).getByText('1:02:03')).toBeVisible();
  },
};

/**
 * A file no picture can be made of (issue 14): a designed tile with the kind's icon, the extension
 * and the name, one image for assistive technology, and no request for a placeholder.
 */
export const TypeTile: Story = {
  args: {
    image: {
      id: 97,
      fileName: 'Campaign brief.docx',
      extension: 'docx',
      fileSize: 48_128,
      isImage: false,
      isVideo: false,
      isAudio: false,
      isPdf: false,
      thumbnailVersion: null,
    },
    showThumbs: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tile = canvas.getByRole('img', { name: 'Campaign brief.docx (DOCX file)' });
    await expect(tile).toBeVisible();
    await expect(within(tile).getByText('DOCX')).toBeVisible();
    await expect(within(tile).getByText('Campaign brief.docx')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('.vt-views__thumb')).toHaveAttribute('data-state', 'type');
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
