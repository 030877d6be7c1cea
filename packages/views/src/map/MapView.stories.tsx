// The map view on the mocks' seeded library. The live Google map never loads in Storybook (no key,
// no network; docs/development.md): the key story draws the markers with a stand-in canvas (`renderMap`), so
// no Google script is requested. The file it opens goes to the actions panel (`onOpen`). Axe runs
// on each story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImageSummary } from '@vitrine/api-client';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import { seededImages, seededThumbnailUrl } from '../gallery/seeded';
import { MapView } from './MapView';
import { MapStandIn } from './story-support';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { useSearchSession } from '@vitrine/views';
// the optional entry: Google Maps is an optional peer, installed only by hosts that show a map
import { MapView, mapSearchCriteria } from '@vitrine/views/map';
import '@vitrine/ui/styles.css';
import '@vitrine/views/styles.css';

function FilesOnAMap() {
  const session = useSearchSession(mapSearchCriteria({ selectedFolder: 0 }));
  return (
    <div style={{ height: 640 }}>
      <MapView
        apiKey={import.meta.env.VITE_GOOGLE_MAPS_KEY} // without one: the list of located files
        images={session.images}
        isLoading={session.isLoading}
        onOpen={({ id }) => openViewer(id)}
      />
    </div>
  );
}

<VitrineProvider client={createVitrineClient()}>
  <FilesOnAMap />
</VitrineProvider>`;

const meta = {
  title: 'views/Map',
  component: MapView,
  tags: ['autodocs'],
  args: { images: [], getThumbnailUrl: seededThumbnailUrl, onOpen: fn() },
  parameters: { layout: 'fullscreen' },
  // The files a loader read (`loaded.images`), else the args' own, in a frame of fixed height.
  render: (args, { loaded }) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 8, height: 640 }}>
      <MapView {...args} images={(loaded.images as ImageSummary[] | undefined) ?? args.images} />
    </div>
  ),
} satisfies Meta<typeof MapView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first 60 seeded files (a mix of located and unlocated ones). */
const withSeededImages = async () => ({ images: (await seededImages()).slice(0, 60) });

/** No API key configured: a clear message and the list of located files, never a broken map. */
export const NoApiKey: Story = {
  loaders: [withSeededImages],
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('The map is not available because no Google Maps API key is configured.', {
        exact: false,
      }),
    ).toBeVisible();
    const heading = await canvas.findByRole('heading', { name: /files? with a location$/ });
    const count = Number(heading.textContent?.split(' ')[0]);
    await expect(count).toBeGreaterThan(0);
    await expect(canvasElement.querySelectorAll('.vt-views__map-item')).toHaveLength(count);
    const [first] = canvas.getAllByRole('button', { name: /^Open / });
    await userEvent.click(first as HTMLElement);
    await waitFor(() => expect(args.onOpen).toHaveBeenCalledTimes(1));
    const [event] = (args.onOpen as ReturnType<typeof fn>).mock.lastCall ?? [];
    await expect(event).toEqual({
      id: expect.any(Number),
      image: expect.objectContaining({ id: event?.id }),
    });
    await expect(document.querySelector('script[src*="maps.googleapis.com"]')).toBeNull();
  },
};

/** None of the files has a location. */
export const NoLocatedFiles: Story = {
  loaders: [async () => ({ images: (await seededImages()).filter((image) => !image.imageGPS).slice(0, 20) })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('None of these files has a location.')).toBeVisible();
  },
};

/** With a key: the markers (thumbnails within 75 px, clustered) on a stand-in canvas; the list one click away. */
export const WithApiKey: Story = {
  loaders: [withSeededImages],
  args: { apiKey: 'story-key', showMarkerClusters: true, renderMap: (props) => <MapStandIn {...props} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const standIn = await canvas.findByTestId('map-stand-in');
    await expect(standIn).toHaveAttribute('data-cluster', 'on');
    const markers = [...standIn.querySelectorAll('img')];
    await expect(markers.length).toBeGreaterThan(0);
    for (const img of markers) await expect(Math.max(img.width, img.height)).toBeLessThanOrEqual(75);
    await expect(canvasElement.querySelector('.vt-views__map-notice')).toBeNull();
    await expect(document.querySelector('script[src*="maps.googleapis.com"]')).toBeNull();
  },
};

/** The first page is loading. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading...')).toHaveAttribute('role', 'status');
  },
};

/** The dark theme, no key. */
export const Dark: Story = {
  loaders: [withSeededImages],
  parameters: { themes: { themeOverride: 'dark' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: /with a location$/ });
  },
};
