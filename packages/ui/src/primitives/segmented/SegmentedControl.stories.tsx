// <SegmentedControl>: with labels, with icons and labels, icon-only, small, a disabled segment;
// light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { IconCalendar, IconCarousel, IconFlashWall, IconGallery, IconMap, IconMasonry, IconTable } from '../../icons';
import { SegmentedControl, type SegmentedControlProps } from './SegmentedControl';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { IconGallery, IconMap, IconTable, SegmentedControl, VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';

function ViewSwitcher() {
  const [view, setView] = useState('gallery');
  return (
    <SegmentedControl
      label="View"
      value={view}
      onValueChange={setView}
      options={[
        { value: 'gallery', label: 'Gallery', icon: <IconGallery /> },
        { value: 'grid', label: 'Grid', icon: <IconTable /> },
        { value: 'map', label: 'Map', icon: <IconMap /> },
      ]}
    />
  );
}

<VitrineProvider client={createVitrineClient()}>
  <ViewSwitcher />
</VitrineProvider>`;

const VIEWS = [
  { value: 'gallery', label: 'Gallery', icon: <IconGallery /> },
  { value: 'masonry', label: 'Masonry', icon: <IconMasonry /> },
  { value: 'grid', label: 'Grid', icon: <IconTable /> },
  { value: 'carousel', label: 'Carousel', icon: <IconCarousel /> },
  { value: 'flash', label: 'Flash wall', icon: <IconFlashWall /> },
  { value: 'map', label: 'Map', icon: <IconMap /> },
  { value: 'timeline', label: 'Timeline', icon: <IconCalendar />, disabled: true },
];

/** Holds the value, so the story behaves as in a host. */
function Controlled(props: SegmentedControlProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SegmentedControl
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'ui/Primitives/SegmentedControl',
  component: SegmentedControl,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    label: 'View',
    value: 'gallery',
    onValueChange: fn(),
    options: VIEWS.map(({ icon: _icon, ...option }) => option),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labels only. Arrow keys move, Space chooses. */
export const Labels: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'View' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Gallery' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenCalledWith('masonry');
    await expect(canvas.getByRole('radio', { name: 'Masonry' })).toHaveAttribute('aria-checked', 'true');
  },
};

/** Icons and labels. */
export const WithIcons: Story = {
  args: { options: VIEWS },
};

/** Icons only: the labels are the names and the tooltips. */
export const IconOnly: Story = {
  args: { options: VIEWS, iconOnly: true },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('radio', { name: 'Grid' });
    await userEvent.hover(grid);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Grid'), { timeout: 2000 });
  },
};

/** 28 px high. */
export const Small: Story = {
  args: { options: VIEWS, size: 'sm' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup').getBoundingClientRect().height).toBe(28);
  },
};

/** Every variant in the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Controlled {...args} />
      <Controlled {...args} label="View with icons" options={VIEWS} />
      <Controlled {...args} label="View, icons only" options={VIEWS} iconOnly />
    </div>
  ),
};
