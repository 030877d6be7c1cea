// <Skeleton>: rectangles, lines of text and circles in the shape of content still loading.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { Skeleton, VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';

// While the files load, hold their place (no layout shift when they arrive):
<VitrineProvider client={createVitrineClient()}>
  <div aria-busy="true">
    <Skeleton width={160} height={120} />
    <Skeleton shape="text" width="60%" />
  </div>
</VitrineProvider>`;

const meta = {
  title: 'ui/Primitives/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { width: 160, height: 120 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A block of the given size, hidden from assistive technology. */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('.vt-ui__skeleton') as HTMLElement;
    await expect(block).toHaveAttribute('aria-hidden', 'true');
    await expect(block.getBoundingClientRect().width).toBe(160);
    await expect(block.getBoundingClientRect().height).toBe(120);
  },
};

function Shapes() {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        {[0, 1, 2, 3].map((tile) => (
          <Skeleton key={tile} width={120} height={90} />
        ))}
      </div>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Skeleton shape="circle" width={32} height={32} />
        <div style={{ display: 'grid', gap: 6, width: 240 }}>
          <Skeleton shape="text" />
          <Skeleton shape="text" width="60%" />
        </div>
      </div>
    </div>
  );
}

/** Tiles, an avatar and lines of text. */
export const ShapesLight: Story = {
  render: () => <Shapes />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('img')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('.vt-ui__skeleton')).toHaveLength(7);
  },
};

/** The same in the dark theme. */
export const ShapesDark: Story = {
  ...ShapesLight,
  globals: { theme: 'dark' },
};
