// <ToolbarGroup>: a named group of a toolbar's controls; groups are divided by a line.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IconDownload, IconShare, IconSort } from '../../icons';
import { IconButton } from '../button/IconButton';
import { Toolbar, ToolbarGroup } from './Toolbar';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { IconButton, IconDownload, Toolbar, ToolbarGroup, VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';

<VitrineProvider client={createVitrineClient()}>
  <Toolbar label="File actions">
    <ToolbarGroup label="Selection">
      <IconButton label="Download" icon={<IconDownload />} onClick={download} />
    </ToolbarGroup>
  </Toolbar>
</VitrineProvider>`;

const meta = {
  title: 'ui/Primitives/Toolbar/ToolbarGroup',
  component: ToolbarGroup,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { label: 'Selection' },
  render: (args) => (
    <Toolbar label="File actions">
      <ToolbarGroup label="Browse">
        <IconButton label="Sort" icon={<IconSort />} />
      </ToolbarGroup>
      <ToolbarGroup {...args}>
        <IconButton label="Download" icon={<IconDownload />} />
        <IconButton label="Share" icon={<IconShare />} />
      </ToolbarGroup>
    </Toolbar>
  ),
} satisfies Meta<typeof ToolbarGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A group named for assistive technology; a divider before it. */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Selection' });
    await expect(within(group).getAllByRole('button')).toHaveLength(2);
    await expect(getComputedStyle(group).borderLeftStyle).toBe('solid');
  },
};
