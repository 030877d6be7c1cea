// The icon set: every `Icon*` @vitrine/ui exports (lucide icons under our names), at the default
// 16 px and larger, in light and dark. Widgets import icons from @vitrine/ui only.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LucideIcon } from 'lucide-react';
import { expect, within } from 'storybook/test';
import * as iconSet from './index';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { IconButton, IconDownload, IconFolder, VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';

<VitrineProvider client={createVitrineClient()}>
  {/* decorative by default (aria-hidden); 16 px inside the provider */}
  <IconFolder />
  <IconFolder size={24} />
  <IconButton label="Download" icon={<IconDownload />} />
</VitrineProvider>`;

const ICONS = Object.entries(iconSet)
  .filter((entry): entry is [string, LucideIcon] => entry[0].startsWith('Icon'))
  .sort(([a], [b]) => a.localeCompare(b));

/** Props of {@link IconGallery}. */
interface IconGalleryProps {
  /** The icons' size in px (default 16, the provider's). */
  size?: number;
}

/** Every icon of the set with its name. */
function IconGallery({ size }: IconGalleryProps) {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        gap: 8,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {ICONS.map(([name, Icon]) => (
        <li
          key={name}
          data-icon={name}
          style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 'var(--vt-font-size-sm)' }}
        >
          <Icon size={size} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'ui/Primitives/Icons',
  component: IconGallery,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The set at 16 px; every icon is hidden from assistive technology. */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.length).toBe(ICONS.length);
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg).toHaveAttribute('width', '16');
    }
  },
};

/** At 24 px. */
export const Large: Story = {
  args: { size: 24 },
};

/** In the dark theme (icons take the text colour). */
export const Dark: Story = {
  globals: { theme: 'dark' },
};
