// <FullDataView> on the mocks (spec 001 §2 full data details, §9 the picture's size): every section
// with labels and formatted values, a folded section remembered, the mobile layout, a hostile
// string shown as text, a file with no data. Axe runs on each story, light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImageSummary } from '@vitrine/api-client';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import { seededOfKind } from '../viewer/story-support';
import { FullDataView, type FullDataViewProps } from './FullDataView';

const usage = `import { FullDataView } from '@vitrine/viewer';

// The viewer's full data tab shows it; a host may show it anywhere (under <VitrineProvider>).
<FullDataView image={imageDetail} />`;

/** A seeded photo (its picture served by the mocks), with every section's fields filled. */
async function fullPhoto(): Promise<ImageSummary> {
  const [photo] = await seededOfKind('image');
  if (!photo) throw new Error('no seeded photo');
  return {
    ...photo,
    fileName: 'harbour-at-dawn.jpg',
    extension: 'jpg',
    mimeType: 'image/jpeg',
    fileSize: 3_460_301,
    folder: { id: photo.folder?.id ?? 1, shortPath: 'Photography/Harbour' },
    keywords: ['harbour', 'dawn', 'boats'],
    expirationDate: '2031-05-01',
    isExpired: false,
    isExpiredSoon: false,
    licenseDocumentUrl: 'https://example.com/licences/harbour.pdf',
    licenseExpiryNote: 'Renew with the agency.',
    isOnBrand: true,
    imageLocation: 'Hamburg, Hamburg, Germany',
    imageAttributes: {
      title: 'Harbour at dawn',
      author: 'Ana Ribeiro',
      subject: 'Harbour',
      description: 'Container ships leaving the harbour.\nSecond line of the description.',
    },
    imageIPTC: {
      urgency: 3,
      DateCreated: '2024-03-05T06:07:08',
      headline: 'Dawn in the harbour',
      credit: 'Ana Ribeiro',
      copyright: '© 2024 Vitrine Demo',
      city: 'Hamburg',
      country: 'Germany',
    },
    imageGPS: { latitude: 53.5461, longitude: 9.9661, zoomLevel: 12 },
    imageInfo: { width: 6000, height: 4000, Make: 'Canon', Model: 'EOS R5', ISO: 200 },
    imageLog: {
      addedToDBGallery: '2025-01-02T10:00:00Z',
      viewCount: 1234,
      lastViewed: '2025-06-01T08:30:00Z',
      lastDataUpdate: '2025-02-03T09:00:00Z',
      lastFileModification: '2025-01-02T10:00:00Z',
      lastVisualUpdate: '2025-01-02T10:00:00Z',
    },
    imageCustomMetadatas: [
      { definitionId: 1, value: 'PRJ-204' },
      { definitionId: 2, value: 'Editorial only' },
      { definitionId: 4, value: '' },
    ],
    imageWorkflowStatuses: [{ id: 3, name: 'Approved' }],
  };
}

const HOSTILE = '<img src=x onerror="document.title=\'pwned\'">';

const meta = {
  title: 'viewer/FullDataView',
  component: FullDataView,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: { source: { code: usage } },
    vitrine: { webSettings: { persistence: 'none', values: {} } },
  },
  loaders: [async () => ({ image: await fullPhoto() })],
  render: (args, { loaded }) => (
    <div className="vt-viewer" style={{ position: 'static', padding: 16, minHeight: '100vh' }}>
      <FullDataView {...args} image={args.image.id ? args.image : (loaded.image as ImageSummary)} />
    </div>
  ),
  args: { image: { id: 0 } },
} satisfies Meta<FullDataViewProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const view = (canvas: HTMLElement) => within(canvas).findByRole('article', {}, { timeout: 5000 });

/** Every section, labelled, its values formatted in English (spec 000 §9 sizes and dates). */
export const Everything: Story = {
  play: async ({ canvasElement }) => {
    const article = within(await view(canvasElement));
    const row = (label: string) => article.getByText(label, { selector: 'dt' }).nextElementSibling;
    // Custom fields by their definitions' labels (double underscores as spaces), the empty one left out.
    await waitFor(() => expect(row('Project Code')).toHaveTextContent('PRJ-204'));
    await expect(article.queryByText('Campaign')).not.toBeInTheDocument();
    const headings = article.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(headings).toEqual([
      'File',
      'Dimensions and length',
      'Dates',
      'Description',
      'IPTC',
      'Location',
      'Custom metadata',
      'Licence',
      'Workflow',
      'Camera',
    ]);
    await expect(row('Size')).toHaveTextContent('3.3 MB');
    await expect(row('Dimensions')).toHaveTextContent('6,000 × 4,000 px');
    await expect(row('Views')).toHaveTextContent('1,234');
    await expect(row('Date created')).toHaveTextContent(/^2024-03-05 06:07/);
    await expect(row('Expiration date')).toHaveTextContent('2031-05-01');
    await expect(row('Licence status')).toHaveTextContent('Valid');
    await expect(row('Branding status')).toHaveTextContent('On brand');
    await expect(row('Latitude')).toHaveTextContent('53.546');
    // Lists are lists.
    const keywords = within(row('Keywords') as HTMLElement).getAllByRole('listitem');
    await expect(keywords.map((item) => item.textContent)).toEqual(['harbour', 'dawn', 'boats']);
    // A name the file carries without a label of ours shows under its own name.
    await expect(row('ISO')).toHaveTextContent('200');
    // spec 001 §9: 400 px wide; 6000×4000 at 400 px needs more than tiny (384×256 is 96 %: it serves).
    const picture = article.getByRole('img', { name: 'Picture of Harbour at dawn' });
    await expect(picture.getBoundingClientRect().width).toBeCloseTo(400, 0);
    await expect(picture).toHaveAttribute('data-rendition', window.devicePixelRatio > 1 ? 'small' : 'tiny');
  },
};

/** The same in the dark theme. */
export const Dark: Story = {
  parameters: { themes: { themeOverride: 'dark' } },
  play: async ({ canvasElement }) => {
    const article = within(await view(canvasElement));
    await expect(article.getByRole('heading', { name: 'Camera' })).toBeInTheDocument();
  },
};

/** What the story's server was asked to save (POST /api/websettings). */
const saved: unknown[] = [];

/**
 * Folded sections are remembered: the web setting collapsedImageDetails (spec 001 §2, a list of
 * names) read from the server folds them, and a fold or an unfold saves the new list.
 */
export const FoldedSections: Story = {
  parameters: {
    vitrine: { webSettings: { persistence: 'server' } },
    msw: {
      handlers: [
        http.get('*/api/websettings', () => HttpResponse.json({ collapsedImageDetails: ['camera', 'iptc'] })),
        http.post('*/api/websettings', async ({ request }) => {
          saved.push(await request.json());
          return new HttpResponse(null, { status: 204 });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    saved.length = 0;
    const article = within(await view(canvasElement));
    const camera = article.getByRole('button', { name: 'Camera' });
    await waitFor(() => expect(camera).toHaveAttribute('aria-expanded', 'false'));
    await expect(article.getByText('Camera make', { selector: 'dt' })).not.toBeVisible();
    await expect(article.getByRole('button', { name: 'IPTC' })).toHaveAttribute('aria-expanded', 'false');
    // Unfold with the keyboard, fold another.
    camera.focus();
    await userEvent.keyboard('{Enter}');
    await expect(camera).toHaveAttribute('aria-expanded', 'true');
    await expect(article.getByText('Camera make', { selector: 'dt' })).toBeVisible();
    await userEvent.click(article.getByRole('button', { name: 'File' }));
    await expect(article.getByRole('button', { name: 'File' })).toHaveAttribute('aria-expanded', 'false');
    await expect(article.getByText('File name', { selector: 'dt' })).not.toBeVisible();
    await waitFor(
      () =>
        expect(saved.at(-1)).toMatchObject({
          collapsedImageDetails: expect.arrayContaining(['iptc', 'file']),
        }),
      { timeout: 5000 },
    );
    await expect((saved.at(-1) as { collapsedImageDetails: string[] }).collapsedImageDetails).not.toContain(
      'camera',
    );
  },
};

/** Names and metadata are data, never markup: a hostile string shows as the text it is. */
export const HostileStrings: Story = {
  loaders: [
    async () => {
      const photo = await fullPhoto();
      return {
        image: {
          ...photo,
          fileName: HOSTILE,
          keywords: [HOSTILE, 'plain'],
          imageAttributes: { ...photo.imageAttributes, title: HOSTILE, description: HOSTILE },
          imageIPTC: { ...photo.imageIPTC, [HOSTILE]: HOSTILE },
          imageCustomMetadatas: [{ definitionId: 1, value: HOSTILE }],
        },
      };
    },
  ],
  play: async ({ canvasElement }) => {
    const article = await view(canvasElement);
    const scope = within(article);
    await waitFor(() => expect(scope.getAllByText(HOSTILE).length).toBeGreaterThanOrEqual(5));
    // The IPTC name is a label (data too).
    await expect(scope.getByText(HOSTILE, { selector: 'dt' })).toBeInTheDocument();
    await expect(article.querySelector('img[src="x"]')).toBeNull();
    await expect(document.title).not.toBe('pwned');
    await expect(scope.getByRole('img', { name: `Picture of ${HOSTILE}` })).toBeInTheDocument();
  },
};

/** The mobile layout (below 992 px): the picture spans the window's width above the data (spec 001 §9). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const article = await view(canvasElement);
    await waitFor(() => expect(article).toHaveAttribute('data-layout', 'mobile'));
    const picture = within(article).getByRole('img', { name: /^Picture of / });
    await expect(Number(picture.getAttribute('data-width'))).toBe(window.innerWidth);
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
  },
};

/** A file the details say nothing about: only what it always has (its id). */
export const NoData: Story = {
  args: { image: { id: 999_999, fileName: 'unknown.bin', extension: 'bin', thumbnailFailed: true } },
  play: async ({ canvasElement }) => {
    const article = within(await view(canvasElement));
    await expect(article.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['File']);
    await expect(article.queryByRole('img')).not.toBeInTheDocument();
  },
};
