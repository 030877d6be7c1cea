// The map view on the mocks' seeded library. The live Google map never loads in Storybook (no key,
// no network; TOOLING.md): the key story draws the markers with a stand-in canvas (`renderMap`), so
// no Google script is requested. Axe runs on each story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImageSummary } from '@vitrine/api-client';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import { seededImages, seededThumbnailUrl } from '../gallery/seeded';
import { MapView, type MapViewProps } from './MapView';
import { MapStandIn } from './story-support';

function MapDemo(props: MapViewProps) {
  const [log, setLog] = useState('none');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 8, height: 640 }}>
      <MapView {...props} onOpen={({ id }) => setLog(`open ${id}`)} />
      <p style={{ margin: 0 }}>
        Last event: <output data-testid="log">{log}</output>
      </p>
    </div>
  );
}

const meta = {
  title: 'views/Map',
  component: MapDemo,
  args: { images: [], getThumbnailUrl: seededThumbnailUrl },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MapDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first 60 seeded files (a mix of located and unlocated ones). */
const withSeededImages = async () => ({ images: (await seededImages()).slice(0, 60) });

const render: Story['render'] = (args, { loaded }) => (
  <MapDemo {...args} images={(loaded.images as ImageSummary[] | undefined) ?? args.images} />
);

/** No API key configured: a clear message and the list of located files, never a broken map. */
export const NoApiKey: Story = {
  loaders: [withSeededImages],
  render,
  play: async ({ canvasElement }) => {
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
    await waitFor(() => expect(canvas.getByTestId('log')).toHaveTextContent(/^open \d+$/));
    await expect(document.querySelector('script[src*="maps.googleapis.com"]')).toBeNull();
  },
};

/** None of the files has a location. */
export const NoLocatedFiles: Story = {
  loaders: [async () => ({ images: (await seededImages()).filter((image) => !image.imageGPS).slice(0, 20) })],
  render,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('None of these files has a location.')).toBeVisible();
  },
};

/** With a key: the markers (thumbnails within 75 px, clustered) on a stand-in canvas; the list one click away. */
export const WithApiKey: Story = {
  loaders: [withSeededImages],
  args: { apiKey: 'story-key', showMarkerClusters: true, renderMap: (props) => <MapStandIn {...props} /> },
  render,
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
  render,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: /with a location$/ });
  },
};
