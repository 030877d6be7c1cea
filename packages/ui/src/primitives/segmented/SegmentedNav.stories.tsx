// <SegmentedNav>: navigation links drawn as segments, the current one marked; with icons,
// icon-only, a router's link; light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IconGallery, IconMap, IconTable } from '../../icons';
import { SegmentedNav } from './SegmentedNav';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { IconGallery, IconTable, SegmentedNav, VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';
import { Link } from 'react-router-dom';

<VitrineProvider client={createVitrineClient()}>
  <SegmentedNav
    label="Views"
    items={[
      { key: 'gallery', label: 'Gallery', icon: <IconGallery />, current: view === 'gallery', href: '/gallery' },
      { key: 'grid', label: 'Grid', icon: <IconTable />, current: view === 'grid', href: '/grid' },
    ]}
    renderLink={(item, { href, ...props }) => <Link to={href} {...props} />}
  />
</VitrineProvider>`;

const ITEMS = [
  { key: 'gallery', label: 'Gallery', icon: <IconGallery />, current: false, href: '#gallery' },
  { key: 'grid', label: 'Grid', icon: <IconTable />, current: true, href: '#grid' },
  { key: 'map', label: 'Map', icon: <IconMap />, current: false, href: '#map' },
];

const meta = {
  title: 'ui/Primitives/SegmentedNav',
  component: SegmentedNav,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { label: 'Views', items: ITEMS },
} satisfies Meta<typeof SegmentedNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Links with icons; the current page is marked aria-current="page". */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Views' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Grid' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Map' })).not.toHaveAttribute('aria-current');
  },
};

/** Icons only: the labels name the links and are their tooltips. */
export const IconOnly: Story = {
  args: { iconOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Gallery' })).toBeVisible();
  },
};

/** Small, labels only. */
export const SmallLabels: Story = {
  args: { size: 'sm', items: ITEMS.map(({ icon: _icon, ...item }) => item) },
};

/** In the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
};
