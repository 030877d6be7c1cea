// <FileViewer> on the mocks: every tab, mode, state and error of spec 001 §2, §4, §6, §8. Axe runs
// on each story; play functions check the behaviour (keys, slideshow, zoom, downloads, rotation).
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImageSummary } from '@vitrine/api-client';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MetadataEditor } from '../editor';
import '../styles.css';
import { FileViewer, type FileViewerProps, type ViewerSlotContext } from './FileViewer';
import { seededFiles, seededOfKind } from './story-support';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { FileViewer } from '@vitrine/viewer';
import '@vitrine/ui/styles.css';
import '@vitrine/viewer/styles.css';

function Files({ files }) {
  const [imageId, setImageId] = useState(null); // the host keeps it in its URL
  return (
    <>
      {files.map((file) => (
        <button key={file.id} onDoubleClick={() => setImageId(file.id)}>{file.fileName}</button>
      ))}
      <FileViewer
        imageId={imageId}
        files={files}
        onImageChange={({ imageId }) => setImageId(imageId)}
        onClose={() => setImageId(null)}
      />
    </>
  );
}

<VitrineProvider client={createVitrineClient()}>
  <Files files={files} />
</VitrineProvider>`;

type HarnessProps = Omit<FileViewerProps, 'imageId' | 'onClose'> & { startId: number };

/** A host: an opener button, the viewer on the file it holds, its id as the host's "URL". */
function Harness({ startId, files, ...rest }: HarnessProps) {
  const [imageId, setImageId] = useState<number | null>(startId);
  const [url, setUrl] = useState(String(startId));
  return (
    <div style={{ padding: 16 }}>
      {/* The host's tile (its own words): it opens the viewer again. */}
      <button type="button" onClick={() => setImageId(Number(url))}>
        Tile
      </button>
      <output aria-label="Address">{imageId === null ? 'closed' : `?image=${url}`}</output>
      <FileViewer
        {...rest}
        imageId={imageId}
        {...(files ? { files } : {})}
        onImageChange={({ imageId: id }) => {
          setUrl(String(id));
          setImageId(id);
        }}
        onClose={() => setImageId(null)}
      />
    </div>
  );
}

const page = () => within(document.body);
const viewer = () => page().findByRole('dialog', {}, { timeout: 5000 });

async function expectToast(text: string) {
  await waitFor(() => expect(page().getByText(text)).toBeInTheDocument(), { timeout: 5000 });
}

const images = async () => ({ files: (await seededOfKind('image')).slice(0, 12) });

/** The settings tab as the reference app fills it: the metadata editor of the files worked on. */
const editorSlot = ({ imageIds, onDirtyChange }: ViewerSlotContext) => (
  <MetadataEditor imageIds={imageIds} onDirtyChange={({ dirty }) => onDirtyChange(dirty)} />
);

/** A multi-selection of `ids` (seeded files), opened on its first. */
function multiStory(ids: () => Promise<number[]>): Pick<Story, 'loaders' | 'render'> {
  return {
    loaders: [
      async () => {
        const wanted = await ids();
        const all = await seededFiles();
        return { files: wanted.map((id) => all.find((file) => file.id === id)).filter(Boolean) };
      },
    ],
    render: (args, { loaded }) => {
      const files = loaded.files as ImageSummary[];
      return (
        <Harness
          {...args}
          mode="multi"
          files={files}
          selectedIds={files.map((file) => file.id)}
          startId={files[0]?.id ?? 0}
        />
      );
    },
  };
}

const meta = {
  title: 'viewer/FileViewer',
  component: FileViewer as unknown as React.ComponentType<HarnessProps>,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: { source: { code: usage } },
    vitrine: { webSettings: { persistence: 'none', values: { previewTab: true, settingsTab: false } } },
  },
  loaders: [images],
  render: (args, { loaded }) => {
    const files = (args.files ?? loaded.files) as ImageSummary[];
    return <Harness {...args} files={files} startId={args.startId || (files[0]?.id ?? 0)} />;
  },
  args: { startId: 0 },
} satisfies Meta<HarnessProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An image on the preview tab: previous / next with the keys, Home and End, zoom with + and 0. */
export const ImagePreview: Story = {
  play: async () => {
    const dialog = await viewer();
    const frame = within(dialog);
    await waitFor(() => expect(frame.getByText('1 of 12')).toBeInTheDocument());
    await expect(frame.getByRole('img')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(frame.getByText('2 of 12')).toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 250)); // spec 001 §9: moves are throttled at 200 ms
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(frame.getByText('12 of 12')).toBeInTheDocument());
    await expect(frame.getByRole('button', { name: 'Next file' })).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, 250));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(frame.getByText('1 of 12')).toBeInTheDocument());
    // The host hears of the move once navigation rests (300 ms) and writes it in its URL.
    await waitFor(() => expect(page().getByLabelText('Address')).toHaveTextContent(/\?image=\d+/));
    await userEvent.keyboard('+');
    await waitFor(() =>
      expect(dialog.querySelector('.vt-viewer__image')).toHaveAttribute('data-zoomed', 'true'),
    );
    // The zoom animates for 200 ms: a reset pressed while it runs was lost when the page was busy.
    await new Promise((resolve) => setTimeout(resolve, 250));
    await userEvent.keyboard('0');
    await waitFor(() =>
      expect(dialog.querySelector('.vt-viewer__image')).toHaveAttribute('data-zoomed', 'false'),
    );
  },
};

/** The renditions the preload stories asked for (through the MSW worker): id, thumb index, version. */
const preloadRequests: { id: number; thumb: string | null; version: string | null; url: string }[] = [];
let preloadRun = '';

/**
 * Preloading (the viewer benchmark's finding): once the shown file's screen rendition has loaded and
 * navigation rests, the screen renditions of two files each side are loaded ahead, so next shows its
 * picture at once without a thumbnail first. During a run of moves (a held key) nothing is preloaded
 * until it rests, and no thumbnail is fetched for the files run through. The files carry a version
 * of this run, so nothing comes from the browser's cache of an earlier story.
 */
export const PreloadsNeighbours: Story = {
  loaders: [
    async () => {
      preloadRun = `preload-${Date.now()}`;
      preloadRequests.length = 0;
      const files = (await seededOfKind('image'))
        .slice(0, 12)
        .map((file) => ({ ...file, thumbnailVersion: preloadRun }));
      return { files };
    },
  ],
  parameters: {
    msw: {
      handlers: [
        http.get('*/Download.aspx', ({ request }) => {
          const query = new URL(request.url).searchParams;
          if (query.get('v') === preloadRun)
            preloadRequests.push({
              id: Number(query.get('id')),
              thumb: query.get('thumb'),
              version: query.get('v'),
              url: request.url,
            });
          // No answer: the mocks' own handler serves the bytes.
        }),
        http.get('/api/images/:id', async ({ params }) => {
          const file = (await seededFiles()).find((f) => f.id === Number(params.id));
          return HttpResponse.json({ ...file, thumbnailVersion: preloadRun });
        }),
      ],
    },
  },
  play: async ({ loaded }) => {
    const files = loaded.files as ImageSummary[];
    const idAt = (index: number) => files[index]?.id;
    // thumb 1 is the tiny rendition (spec 001 §9); the screen's is small, medium or large.
    const asked = (index: number, rendition: 'tiny' | 'screen') =>
      preloadRequests.some(
        (request) =>
          request.id === idAt(index) &&
          (rendition === 'tiny' ? request.thumb === '1' : request.thumb !== null && request.thumb !== '1'),
      );
    const dialog = await viewer();
    const frame = within(dialog);
    await waitFor(() => expect(frame.getByText('1 of 12')).toBeInTheDocument());
    // Nothing moved: the next two files' screen renditions are asked for, the third is not.
    await waitFor(
      () => {
        expect(asked(1, 'screen')).toBe(true);
        expect(asked(2, 'screen')).toBe(true);
      },
      { timeout: 8000 },
    );
    expect(asked(3, 'screen')).toBe(false);
    // The viewer's preload of the next picture has loaded and decoded: the same picture, asked for
    // after it, decoded here (a fixed pause was too short on a busy machine), and a little slack.
    const next = preloadRequests.find((request) => request.id === idAt(1) && request.thumb !== '1');
    const probe = new Image();
    probe.src = next?.url ?? '';
    await probe.decode();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(frame.getByText('2 of 12')).toBeInTheDocument());
    // The preloaded picture is shown at once: no thumbnail first, none fetched.
    await expect(dialog.querySelector('.vt-viewer__image')).toHaveAttribute('data-stage', 'screen');
    expect(asked(1, 'tiny')).toBe(false);
    await waitFor(() => expect(asked(3, 'screen')).toBe(true), { timeout: 8000 });

    // A run: three moves 220 ms apart (past the 200 ms throttle, within the 300 ms debounce). Each
    // move and the look that follows are dispatched from timers, and a page's timers fire in the
    // order they are due: a move always comes before the debounce the previous one started, and the
    // look before the last one's, however busy the machine is.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const arrowRight = () =>
      document.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }),
      );
    const during = await new Promise<{ screen: boolean; tiny: boolean }>((resolve) => {
      arrowRight();
      setTimeout(() => {
        arrowRight();
        setTimeout(() => {
          // The look is due before the move's own debounce: it is set first, 20 ms earlier.
          setTimeout(() => resolve({ screen: asked(5, 'screen'), tiny: asked(4, 'tiny') }), 280);
          arrowRight();
        }, 220);
      }, 220);
    });
    await waitFor(() => expect(frame.getByText('5 of 12')).toBeInTheDocument());
    // While it ran nothing more was preloaded, and the file not preloaded showed no thumbnail.
    expect(during.screen).toBe(false);
    expect(during.tiny).toBe(false);
    // Once it rests, the new neighbours are preloaded.
    await waitFor(
      () => {
        expect(asked(5, 'screen')).toBe(true);
        expect(asked(6, 'screen')).toBe(true);
      },
      { timeout: 8000 },
    );
  },
};

/** Escape closes, and focus returns to the element that opened the viewer. */
export const ClosesAndReturnsFocus: Story = {
  play: async () => {
    // Outside the modal viewer the page is hidden from assistive technology while it is open.
    const opener = page().getByRole('button', { name: 'Tile', hidden: true });
    await viewer();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    opener.focus();
    await userEvent.click(opener);
    await viewer();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** The settings/info tab without an editor: the file's details, read-only; the choice is remembered. */
export const InfoTab: Story = {
  parameters: {
    vitrine: { webSettings: { persistence: 'none', values: { settingsTab: true, previewTab: false } } },
  },
  play: async () => {
    const frame = within(await viewer());
    await waitFor(() =>
      expect(frame.getByRole('tab', { name: 'Info' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(await frame.findByText('File name')).toBeInTheDocument();
    await userEvent.click(frame.getByRole('tab', { name: 'Preview' }));
    await expect(frame.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The settings tab renders the host's slot (the metadata editor) when given. */
export const SettingsSlot: Story = {
  args: {
    initialTab: 'settings',
    renderSettings: ({ imageIds }) => <p>Editor for {imageIds.join(', ')}</p>,
    renderComments: () => <p>Comments slot</p>,
    renderVersions: () => <p>Versions slot</p>,
  },
  play: async () => {
    const frame = within(await viewer());
    await expect(await frame.findByText(/^Editor for \d+$/)).toBeInTheDocument();
    await userEvent.click(frame.getByRole('tab', { name: 'Comments' }));
    await expect(frame.getByText('Comments slot')).toBeInTheDocument();
    await userEvent.click(frame.getByRole('tab', { name: 'Version history' }));
    await expect(frame.getByText('Versions slot')).toBeInTheDocument();
  },
};

/** Without comment and version slots their tabs do not show (issue 18 adds them). */
export const NoCommentsOrVersions: Story = {
  play: async () => {
    const frame = within(await viewer());
    await frame.findByRole('tab', { name: 'Preview' });
    await expect(frame.queryByRole('tab', { name: 'Comments' })).not.toBeInTheDocument();
    await expect(frame.queryByRole('tab', { name: 'Version history' })).not.toBeInTheDocument();
  },
};

/**
 * The full data view (fullData.view, spec 001 §2, §9): the picture at 400 px and the details in
 * sections with their labels, values formatted (the size, the dimensions, dates), empty fields left
 * out; a section folds and stays folded (collapsedImageDetails).
 */
export const FullData: Story = {
  args: { initialTab: 'details' },
  play: async () => {
    const frame = within(await viewer());
    await waitFor(() =>
      expect(frame.getByRole('tab', { name: 'Full data' })).toHaveAttribute('aria-selected', 'true'),
    );
    const view = within(await frame.findByRole('article', { name: /^All data of / }, { timeout: 5000 }));
    await expect(view.getByRole('button', { name: 'File' })).toHaveAttribute('aria-expanded', 'true');
    await expect(view.getByText('File name')).toBeInTheDocument();
    await expect(view.getByText(/^[\d,]+ × [\d,]+ px$/)).toBeInTheDocument();
    await expect(view.getByText(/^\d+(\.\d)? (KB|MB)$/)).toBeInTheDocument();
    // No technical names.
    await expect(view.queryByText('fileName')).not.toBeInTheDocument();
    // spec 001 §9: the picture is drawn 400 px wide beside the data, from a rendition by size index.
    const picture = view.getByRole('img', { name: /^Picture of / });
    await waitFor(() => expect(picture.getBoundingClientRect().width).toBeCloseTo(400, 0));
    await expect(picture.getAttribute('src')).toMatch(/[?&]thumb=\d/);
    // A section folds.
    await userEvent.click(view.getByRole('button', { name: 'Dates' }));
    await expect(view.getByRole('button', { name: 'Dates' })).toHaveAttribute('aria-expanded', 'false');
    await expect(view.queryByText('Added')).not.toBeVisible();
  },
};

/** The full data view in the dark theme (axe checks its contrast there too). */
export const FullDataDark: Story = {
  args: { initialTab: 'details' },
  parameters: { themes: { themeOverride: 'dark' } },
  play: async () => {
    const frame = within(await viewer());
    const view = within(await frame.findByRole('article', { name: /^All data of / }, { timeout: 5000 }));
    await expect(view.getByRole('button', { name: 'Description' })).toBeInTheDocument();
  },
};

/** The details are slow: the title says the file is loading until they arrive. */
export const Loading: Story = {
  loaders: [async () => ({ files: [] })],
  args: { startId: 1 },
  parameters: { mocks: { scenarios: { getImageDetails: 'slow' }, slowMs: 60_000 } },
  play: async () => {
    const frame = within(await viewer());
    await expect(frame.getByRole('heading', { name: 'Loading file…' })).toBeInTheDocument();
  },
};

/** The details cannot be read. */
export const LoadFailed: Story = {
  loaders: [async () => ({ files: [] })],
  args: { startId: 1 },
  parameters: { mocks: { scenarios: { getImageDetails: 'error-500' } } },
  play: async () => {
    const frame = within(await viewer());
    await expect(
      await frame.findByText('The file could not be loaded.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  },
};

function videoStory(status: string, tries: number): Story {
  return {
    loaders: [async () => ({ files: (await seededOfKind('video')).slice(0, 1) })],
    parameters: {
      msw: {
        handlers: [
          http.get('/api/images/:id', async ({ params }) => {
            const file = (await seededFiles()).find((f) => f.id === Number(params.id));
            return HttpResponse.json({ ...file, videoStatus: status, videoTries: tries });
          }),
          http.get('/api/image/videostatus/:id', ({ params }) =>
            HttpResponse.json({ id: Number(params.id), status, videoTries: tries }),
          ),
        ],
      },
    },
  };
}

/** A video queued for processing (spec 001 §4): priority and skip for a user with add or webUpload. */
export const VideoQueued: Story = {
  ...videoStory('unprocessed', 0),
  play: async () => {
    const frame = within(await viewer());
    await expect(await frame.findByText('Queued for Processing')).toBeInTheDocument();
    await expect(await frame.findByRole('button', { name: 'Process first' })).toBeInTheDocument();
  },
};

/** A video being processed: 'Processing' with a progress bar. */
export const VideoProcessing: Story = {
  ...videoStory('42%', 0),
  play: async () => {
    const frame = within(await viewer());
    await expect(await frame.findByText('Processing')).toBeInTheDocument();
    await expect(frame.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
  },
};

/** A video that failed (spec 001 §8): the try count, and a retry. */
export const VideoFailed: Story = {
  ...videoStory('error: codec', 3),
  play: async () => {
    const frame = within(await viewer());
    await expect(await frame.findByText('Failed')).toBeInTheDocument();
    await expect(
      frame.getByText('The server tried to process this video 3 time(s) so far.'),
    ).toBeInTheDocument();
    // The retry shows once the user's permissions are known, which may be after the status.
    await expect(await frame.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** A processed video plays in the page (Download.aspx?preview=1). */
export const Video: Story = {
  loaders: [async () => ({ files: (await seededOfKind('video')).slice(0, 2) })],
  play: async () => {
    const dialog = await viewer();
    await waitFor(() =>
      expect(dialog.querySelector('video')).toHaveAttribute('src', expect.stringContaining('preview=1')),
    );
  },
};

/** Audio plays in the page. */
export const Audio: Story = {
  loaders: [async () => ({ files: (await seededOfKind('audio')).slice(0, 2) })],
  play: async () => {
    const dialog = await viewer();
    await waitFor(() =>
      expect(dialog.querySelector('audio')).toHaveAttribute('src', expect.stringContaining('preview=1')),
    );
  },
};

/** A PDF's pages are read in the viewer (pdf.js loads on first use). */
export const Pdf: Story = {
  loaders: [async () => ({ files: (await seededOfKind('pdf')).slice(0, 2) })],
  play: async () => {
    const frame = within(await viewer());
    await waitFor(() => expect(frame.getByText('Page 1 of 1')).toBeInTheDocument(), { timeout: 15_000 });
    await waitFor(
      () => expect(frame.getByRole('img', { name: /Page 1 of 1/ })).toHaveAttribute('data-page', '1'),
      {
        timeout: 15_000,
      },
    );
  },
};

/** A type the viewer does not show: a link to the download page's preview. */
export const UnknownType: Story = {
  loaders: [
    async () => {
      const [file] = await seededOfKind('image');
      return {
        files: file
          ? [{ ...file, isImage: false, isWebImage: false, mimeType: 'application/zip', extension: 'zip' }]
          : [],
      };
    },
  ],
  parameters: {
    msw: {
      handlers: [
        http.get('/api/images/:id', async ({ params }) => {
          const file = (await seededFiles()).find((f) => f.id === Number(params.id));
          return HttpResponse.json({
            ...file,
            isImage: false,
            isWebImage: false,
            mimeType: 'application/zip',
            extension: 'zip',
          });
        }),
      ],
    },
  },
  play: async () => {
    const frame = within(await viewer());
    await expect(await frame.findByText('No preview in the viewer')).toBeInTheDocument();
    await expect(frame.getByRole('link', { name: 'Open the preview' })).toHaveAttribute(
      'href',
      expect.stringContaining('preview=1'),
    );
  },
};

/** The slideshow moves to the next file every interval (2 s here), and stops. */
export const Slideshow: Story = {
  parameters: {
    vitrine: {
      webSettings: {
        persistence: 'none',
        values: { previewTab: true, settingsTab: false, slideshowTimeout: 2000 },
      },
    },
  },
  play: async () => {
    const frame = within(await viewer());
    await waitFor(() => expect(frame.getByText('1 of 12')).toBeInTheDocument());
    await userEvent.click(frame.getByRole('button', { name: 'Start slideshow' }));
    await waitFor(() => expect(frame.getByText('2 of 12')).toBeInTheDocument(), { timeout: 3000 });
    await userEvent.click(frame.getByRole('button', { name: 'Stop slideshow' }));
    await expect(frame.getByRole('button', { name: 'Start slideshow' })).toBeInTheDocument();
  },
};

/** The interval starts at 5 s, cycles through 10 … 300 s and wraps to 2 s (spec 001 §9). */
export const SlideshowInterval: Story = {
  play: async () => {
    const frame = within(await viewer());
    for (const seconds of [5, 10, 20, 30, 60, 120, 300]) {
      await userEvent.click(await frame.findByRole('button', { name: `Slide every ${seconds} s` }));
    }
    await expect(await frame.findByRole('button', { name: 'Slide every 2 s' })).toBeInTheDocument();
  },
};

/** Downloads: the original and the smaller sizes; a failure says "Failed to download." (spec 001 §8). */
export const DownloadFailed: Story = {
  parameters: { mocks: { scenarios: { downloadFile: 'error-500' } } },
  play: async () => {
    const frame = within(await viewer());
    await userEvent.click(await frame.findByRole('button', { name: 'Download' }));
    await userEvent.click(await page().findByRole('menuitem', { name: 'Original' }));
    await expectToast('Failed to download.');
  },
};

/** Rotation (editData): 'File has been successfully rotated.' */
export const Rotate: Story = {
  play: async () => {
    const frame = within(await viewer());
    await userEvent.click(await frame.findByRole('button', { name: 'Rotate right' }, { timeout: 5000 }));
    await expectToast('File has been successfully rotated.');
  },
};

/** A shared-link visitor whose link allows nothing: no download, no slideshow, no info, no rotation. */
export const SharedNothingAllowed: Story = {
  args: { mode: 'shared', link: {} },
  play: async () => {
    const frame = within(await viewer());
    await frame.findByRole('tab', { name: 'Preview' });
    await expect(frame.queryByRole('tab', { name: 'Info' })).not.toBeInTheDocument();
    await expect(frame.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    await expect(frame.queryByRole('button', { name: 'Start slideshow' })).not.toBeInTheDocument();
    await expect(frame.queryByRole('button', { name: 'Rotate right' })).not.toBeInTheDocument();
  },
};

/** A shared link without downloads only. */
export const SharedNoDownload: Story = {
  args: { mode: 'shared', link: { allowedToRepresentSlideshow: true, allowedToShowInfo: true } },
  play: async () => {
    const frame = within(await viewer());
    await frame.findByRole('button', { name: 'Start slideshow' });
    await expect(frame.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  },
};

/** A shared link without the slideshow only. */
export const SharedNoSlideshow: Story = {
  args: { mode: 'shared', link: { allowedToDownloadImages: true, allowedToShowInfo: true } },
  play: async () => {
    const frame = within(await viewer());
    await frame.findByRole('button', { name: 'Download' });
    await expect(frame.queryByRole('button', { name: 'Start slideshow' })).not.toBeInTheDocument();
  },
};

/** A shared link without the info panel only. */
export const SharedNoInfo: Story = {
  args: { mode: 'shared', link: { allowedToDownloadImages: true, allowedToRepresentSlideshow: true } },
  play: async () => {
    const frame = within(await viewer());
    await frame.findByRole('button', { name: 'Start slideshow' });
    await expect(frame.queryByRole('tab', { name: 'Info' })).not.toBeInTheDocument();
  },
};

/** A shared link that opens on the info panel (showInfoPanelOnFirstLoad). */
export const SharedInfoOnFirstLoad: Story = {
  args: { mode: 'shared', link: { allowedToShowInfo: true, showInfoPanelOnFirstLoad: true } },
  play: async () => {
    const frame = within(await viewer());
    await waitFor(() =>
      expect(frame.getByRole('tab', { name: 'Info' })).toHaveAttribute('aria-selected', 'true'),
    );
  },
};

/** A multi-selection opens on settings (spec 001 §2): no preview, no slideshow, no previous / next. */
export const MultiSelection: Story = {
  loaders: [async () => ({ files: (await seededOfKind('image')).slice(0, 5) })],
  render: (args, { loaded }) => {
    const files = loaded.files as ImageSummary[];
    return (
      <Harness
        {...args}
        mode="multi"
        files={files}
        selectedIds={files.map((file) => file.id)}
        startId={files[0]?.id ?? 0}
      />
    );
  },
  play: async () => {
    const frame = within(await viewer());
    await expect(await frame.findByText('5 files selected')).toBeInTheDocument();
    await expect(frame.queryByRole('tab', { name: 'Preview' })).not.toBeInTheDocument();
    await expect(frame.queryByRole('button', { name: 'Next file' })).not.toBeInTheDocument();
  },
};

/** Contact the owner (spec 001 §5): an empty message is refused with the spec's words. */
export const ContactOwner: Story = {
  play: async () => {
    const frame = within(await viewer());
    await userEvent.click(await frame.findByRole('button', { name: 'Contact the owner' }, { timeout: 5000 }));
    const form = within(await page().findByRole('dialog', { name: 'Contact the owner' }));
    await userEvent.click(form.getByRole('button', { name: 'Send' }));
    await expect(await form.findByText('Message field cannot be empty')).toBeInTheDocument();
    await userEvent.type(form.getByRole('textbox', { name: 'Message' }), 'Hello');
    await userEvent.click(form.getByRole('button', { name: 'Send' }));
    await expect(await form.findByText('Email field cannot be empty')).toBeInTheDocument();
    // Sent within 5 s of opening: the spam guard refuses it (spec 001 §5).
    await userEvent.type(form.getByRole('textbox', { name: 'Your e-mail' }), 'a@example.com');
    await userEvent.click(form.getByRole('button', { name: 'Send' }));
    await expectToast('Failed to send message!');
  },
};

/** The owner has no e-mail address (owner.contactable false in the details): contact the owner is not offered. */
export const ContactOwnerNotContactable: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/images/:id', async ({ params }) => {
          const file = (await seededFiles()).find((f) => f.id === Number(params.id));
          return HttpResponse.json({ ...file, owner: { id: file?.owner?.id ?? 1, contactable: false } });
        }),
      ],
    },
  },
  play: async () => {
    const frame = within(await viewer());
    // The details have arrived (the download menu needs them).
    await frame.findByRole('button', { name: 'Download' }, { timeout: 5000 });
    await expect(frame.queryByRole('button', { name: 'Contact the owner' })).not.toBeInTheDocument();
  },
};

let advancedRead = false;

/** The server sends no mail (contactOwner in AdvancedConfig.unavailableFeatures): not offered. */
export const ContactOwnerUnavailable: Story = {
  loaders: [
    async () => {
      advancedRead = false;
      return images();
    },
  ],
  parameters: {
    msw: {
      handlers: [
        http.get('/api/config/advanced', () => {
          advancedRead = true;
          return HttpResponse.json({ buildVersion: 'story', unavailableFeatures: ['contactOwner'] });
        }),
      ],
    },
  },
  play: async () => {
    const frame = within(await viewer());
    await frame.findByRole('button', { name: 'Download' }, { timeout: 5000 });
    await waitFor(() => expect(advancedRead).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(frame.queryByRole('button', { name: 'Contact the owner' })).not.toBeInTheDocument();
  },
};

/** The settings tab with the metadata editor (the reference app's slot); leaving with an unsaved edit asks first (spec 001 §8). */
export const SettingsWithEditor: Story = {
  args: { initialTab: 'settings', renderSettings: editorSlot },
  parameters: {
    vitrine: { webSettings: { persistence: 'none', values: { settingsTab: true, previewTab: false } } },
  },
  play: async () => {
    const frame = within(await viewer());
    const title = await frame.findByRole('textbox', { name: 'Title' }, { timeout: 5000 });
    await waitFor(() => expect(title).toBeEnabled());
    await userEvent.type(title, ' (edited)');
    await userEvent.click(frame.getByRole('button', { name: 'Close viewer' }));
    const question = await page().findByRole('alertdialog');
    await expect(question).toHaveTextContent('There are unsaved changes. Close and ignore changes?');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    // Still open, the edit kept.
    await waitFor(() => expect(page().queryByRole('alertdialog')).not.toBeInTheDocument());
    const kept = frame.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    await expect(kept.value.endsWith(' (edited)')).toBe(true);
  },
};

/** A multi-selection of twelve files with the editor: the bulk form, and Delete for the selection. */
export const MultiSelectionEditor: Story = {
  ...multiStory(async () => (await seededOfKind('image')).slice(0, 12).map((file) => file.id)),
  args: { renderSettings: editorSlot },
  play: async () => {
    const frame = within(await viewer());
    await expect(await frame.findByText('12 files selected', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(frame.getByRole('tab', { name: 'Info' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(frame.getByRole('textbox', { name: 'Title' })).toBeEnabled());
    await expect(await frame.findByRole('button', { name: 'Delete the selected files' })).toBeInTheDocument();
  },
};

/** Deleting a multi-selection (delete checked per image id): asked first, "{n} files deleted.", the viewer closes. */
export const MultiSelectionDelete: Story = {
  ...multiStory(async () => (await seededOfKind('image')).slice(0, 5).map((file) => file.id)),
  play: async () => {
    const frame = within(await viewer());
    await userEvent.click(
      await frame.findByRole('button', { name: 'Delete the selected files' }, { timeout: 5000 }),
    );
    const question = await page().findByRole('alertdialog');
    await expect(question).toHaveTextContent('Do you want to delete selected files?');
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await expectToast('5 files deleted.');
    await waitFor(() => expect(page().getByLabelText('Address')).toHaveTextContent('closed'));
  },
};

/**
 * An editor's selection with a file of the Archive (read-only for editors): edit and delete are
 * checked per image id (spec 001 §6): the warning, a read-only form, no Delete.
 */
export const MultiSelectionPartlyAllowed: Story = {
  ...multiStory(async () => [216, 7]),
  args: { renderSettings: editorSlot },
  parameters: { mocks: { user: 'editor' } },
  play: async () => {
    const frame = within(await viewer());
    await expect(await frame.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'You are not authorized to edit some of the selected images.',
    );
    await expect(frame.getByRole('textbox', { name: 'Title' })).toBeDisabled();
    // The permission answer has come (the form is read-only because of it): still no Delete.
    await expect(frame.queryByRole('button', { name: 'Delete the selected files' })).not.toBeInTheDocument();
  },
};

/** Delete the file shown (delete on its folder): asked first, "1 file deleted.", the viewer closes and the host hears it. */
export const DeleteFile: Story = {
  args: { onDeleted: fn() },
  play: async ({ args }) => {
    const frame = within(await viewer());
    await userEvent.click(await frame.findByRole('button', { name: 'Delete file' }, { timeout: 5000 }));
    const question = await page().findByRole('alertdialog');
    await expect(question).toHaveTextContent('Do you want to delete this file?');
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await expectToast('1 file deleted.');
    await waitFor(() => expect(page().getByLabelText('Address')).toHaveTextContent('closed'));
    await expect(args.onDeleted).toHaveBeenCalledWith({ imageIds: [expect.any(Number)] });
  },
};

/** A viewer (no delete right): no Delete. */
export const DeleteNotAllowed: Story = {
  parameters: { mocks: { user: 'viewer' } },
  play: async () => {
    const frame = within(await viewer());
    await frame.findByRole('button', { name: 'Download' }, { timeout: 5000 });
    await expect(frame.queryByRole('button', { name: 'Delete file' })).not.toBeInTheDocument();
  },
};

/**
 * Below 992 px the mobile layout (spec 001 §9), here a 414 × 896 phone: the title on its own row,
 * the tabs and the toolbar wrapping inside the screen (nothing scrolls sideways), the preview
 * below them filling the rest.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async () => {
    const dialog = await viewer();
    const frame = within(dialog);
    await waitFor(() => expect(dialog).toHaveAttribute('data-layout', 'mobile'));
    await waitFor(() => expect(frame.getByText('1 of 12')).toBeInTheDocument());
    await expect(dialog.getBoundingClientRect().width).toBeLessThan(992);
    // Nothing is wider than the screen: the bar wraps.
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    const bar = dialog.querySelector('.vt-viewer__bar') as HTMLElement;
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
    for (const button of frame.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
    // The stage is below the bar and fills the rest of the screen.
    const stage = dialog.querySelector('.vt-viewer__stage') as HTMLElement;
    await expect(stage.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      bar.getBoundingClientRect().bottom - 1,
    );
    await expect(stage.getBoundingClientRect().height).toBeGreaterThan(300);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(frame.getByText('2 of 12')).toBeInTheDocument());
  },
};
