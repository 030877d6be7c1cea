// <PositionMap>: the small map of one file's position (the viewer's metadata editor fills its
// `renderGpsMap` slot with it). Google Maps never loads in Storybook (no key, no network;
// docs/development.md): the stories draw the position with a stand-in canvas (`renderMap`), so no
// Google script is requested. Axe runs on each story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useEffect, useState } from 'react';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import '../styles.css';
import type { GpsPosition } from './model';
import { type PositionCanvasProps, PositionMap, type PositionMapProps } from './PositionMap';
import { PositionStandIn } from './story-support';

const usage = `import { VitrineProvider } from '@vitrine/ui';
// the optional entry: Google Maps is an optional peer, installed only by hosts that show a map
import { PositionMap } from '@vitrine/views/map';

// The viewer's metadata editor passes its props through its renderGpsMap slot; give it the map
// only with a key (without one the editor shows the coordinate fields alone).
<VitrineProvider client={client}>
  <PositionMap
    apiKey={mapsApiKey}
    label="Where this file was taken"
    position={position}
    onPositionChange={setPosition}
  />
</VitrineProvider>`;

/**
 * A host holding the position, as the editor's fields do (the story's `position` is where it
 * starts); the text below shows what it holds.
 */
function Host(props: PositionMapProps) {
  const { position: start, onPositionChange, ...rest } = props;
  const [position, setPosition] = useState(start);
  const change = (next: GpsPosition) => {
    setPosition(next);
    onPositionChange(next);
  };
  return (
    <div style={{ padding: 16, display: 'grid', gap: 8 }}>
      <div style={{ height: 200, width: 360 }}>
        <PositionMap {...rest} position={position} onPositionChange={change} />
      </div>
      <output aria-label="Held position">
        {position ? `${position.latitude}, ${position.longitude}` : 'none'}
      </output>
    </div>
  );
}

const meta = {
  title: 'views/Map/PositionMap',
  component: PositionMap,
  render: (args) => <Host {...args} />,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', docs: { source: { code: usage } } },
  args: {
    apiKey: 'story-key',
    label: 'Where this file was taken',
    position: { latitude: 48.8566, longitude: 2.3522 },
    onPositionChange: fn(),
    renderMap: PositionStandIn as (props: PositionCanvasProps) => ReactNode,
  },
} satisfies Meta<typeof PositionMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const standIn = (canvas: HTMLElement) => within(canvas).findByTestId('position-stand-in');

/** The marker at the position; a click on the map picks the position under the pointer. */
export const Editable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = await standIn(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Where this file was taken' })).toContainElement(map);
    await expect(map).toHaveAttribute('data-position', '48.8566,2.3522');
    await expect(
      canvas.getByText('Click the map or drag the marker to set the position.'),
    ).toBeInTheDocument();
    // The box's centre is 0, 0; its top left quarter's centre 45, -90.
    const box = map.getBoundingClientRect();
    fireEvent.click(map, { clientX: box.left + box.width / 4, clientY: box.top + box.height / 4 });
    const held = canvas.getByRole('status', { name: 'Held position' });
    await waitFor(() => expect(held).not.toHaveTextContent('48.8566, 2.3522'));
    // A click lands on whole pixels: within a degree or two of the point aimed at.
    const [lat, lng] = (held.textContent ?? '').split(', ').map(Number);
    await expect(Math.abs((lat ?? 0) - 45)).toBeLessThan(2);
    await expect(Math.abs((lng ?? 0) + 90)).toBeLessThan(2);
    await expect(map).toHaveAttribute('data-position', `${lat},${lng}`);
  },
};

/** Without a position: the world, no marker; a click sets the first one. */
export const NoPosition: Story = {
  args: { position: null },
  play: async ({ canvasElement }) => {
    const map = await standIn(canvasElement);
    await expect(map).toHaveAttribute('data-position', 'none');
    const box = map.getBoundingClientRect();
    fireEvent.click(map, { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 });
    await waitFor(() => expect(map).not.toHaveAttribute('data-position', 'none'));
    const [lat, lng] = (map.getAttribute('data-position') ?? '').split(',').map(Number);
    await expect(Math.abs(lat ?? 99)).toBeLessThan(2);
    await expect(Math.abs(lng ?? 99)).toBeLessThan(2);
  },
};

/** Read-only (no editData): the marker only, no hint, clicks change nothing. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const map = await standIn(canvasElement);
    const box = map.getBoundingClientRect();
    fireEvent.click(map, { clientX: box.left + 1, clientY: box.top + 1 });
    await expect(map).toHaveAttribute('data-position', '48.8566,2.3522');
    await expect(within(canvasElement).queryByText(/Click the map/)).not.toBeInTheDocument();
  },
};

/** No API key: nothing is drawn (the editor keeps its coordinate fields) and no map is asked for. */
export const NoApiKey: Story = {
  args: { apiKey: null, renderMap: fn(PositionStandIn) },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).queryByRole('group')).not.toBeInTheDocument();
    await expect(args.renderMap).not.toHaveBeenCalled();
  },
};

/** A canvas whose map refuses the key: it reports the failure, as the Google canvas does. */
function RefusedKeyCanvas({ onError }: PositionCanvasProps) {
  useEffect(() => onError(new Error('Google Maps refused the API key')), [onError]);
  return null;
}

/** The map fails to load (a refused key): a notice, the fields stay. */
export const LoadFailed: Story = {
  args: { renderMap: RefusedKeyCanvas },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'The map could not be loaded. Enter the position as latitude and longitude.',
      ),
    ).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('group')).not.toBeInTheDocument();
  },
};

/** The dark theme. */
export const Dark: Story = {
  parameters: { themes: { themeOverride: 'dark' } },
  play: async ({ canvasElement }) => {
    await expect(await standIn(canvasElement)).toHaveAttribute('data-position', '48.8566,2.3522');
  },
};
