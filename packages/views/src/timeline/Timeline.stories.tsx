// The timeline on the mocks' seeded library (spec 000 §2): the files with a date taken on an axis of
// years and months, the spec's two messages, the loading state and the dark theme. Axe runs on each.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImageSummary } from '@vitrine/api-client';
import { en } from '@vitrine/core';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import { seededImages, seededThumbnailUrl } from '../gallery/seeded';
import { Timeline, type TimelineProps } from './Timeline';

function TimelineDemo(props: TimelineProps) {
  const [log, setLog] = useState('none');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 8, height: 640 }}>
      <Timeline {...props} onOpen={({ id }) => setLog(`open ${id}`)} />
      <p style={{ margin: 0 }}>
        Last event: <output data-testid="log">{log}</output>
      </p>
    </div>
  );
}

const meta = {
  title: 'views/Timeline',
  component: TimelineDemo,
  args: { images: [], getThumbnailUrl: seededThumbnailUrl },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TimelineDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const withSeededImages = async () => ({ images: (await seededImages()).slice(0, 120) });
const render: Story['render'] = (args, { loaded }) => (
  <TimelineDemo {...args} images={(loaded.images as ImageSummary[] | undefined) ?? args.images} />
);

/** 120 seeded files: those with a date taken, by year then month. */
export const Default: Story = {
  loaders: [withSeededImages],
  render,
  play: async ({ canvasElement, loaded }) => {
    const images = loaded.images as ImageSummary[];
    const dated = images.filter((image) => image.imageIPTC?.DateCreated).length;
    await expect(
      within(canvasElement).getByText(`${dated} image(s) placed on the timeline.`),
    ).toHaveAttribute('role', 'status');
  },
};

/** The axis: one tab stop, arrows move, Enter jumps to the month's first file, Enter opens it. */
export const Keyboard: Story = {
  loaders: [withSeededImages],
  render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const months = canvasElement.querySelectorAll<HTMLElement>('.vt-views__timeline-month');
    (months[0] as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(months[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toHaveClass('vt-views__timeline-file'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('log')).toHaveTextContent(/^open \d+$/));
  },
};

/** No file has a date taken: the spec's message, no axis. */
export const NoDateTaken: Story = {
  loaders: [
    async () => ({
      images: (await seededImages()).filter((image) => !image.imageIPTC?.DateCreated).slice(0, 20),
    }),
  ],
  render,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(en.timeline.noDateTaken)).toHaveAttribute('role', 'status');
  },
};

/** The first page is loading. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading...')).toHaveAttribute('role', 'status');
  },
};

/** The dark theme. */
export const Dark: Story = {
  loaders: [withSeededImages],
  parameters: { themes: { themeOverride: 'dark' } },
  render,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/placed on the timeline\.$/)).toBeVisible();
  },
};
