// <ToolbarSeparator>: a divider between controls of one toolbar group.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IconDownload, IconTrash } from '../../icons';
import { IconButton } from '../button/IconButton';
import { Toolbar, ToolbarSeparator } from './Toolbar';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { IconButton, IconDownload, IconTrash, Toolbar, ToolbarSeparator, VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';

<VitrineProvider client={createVitrineClient()}>
  <Toolbar label="File actions">
    <IconButton label="Download" icon={<IconDownload />} onClick={download} />
    <ToolbarSeparator />
    <IconButton label="Delete" icon={<IconTrash />} variant="danger" onClick={remove} />
  </Toolbar>
</VitrineProvider>`;

const meta = {
  title: 'ui/Primitives/Toolbar/ToolbarSeparator',
  component: ToolbarSeparator,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  render: (args) => (
    <Toolbar label="File actions">
      <IconButton label="Download" icon={<IconDownload />} />
      <ToolbarSeparator {...args} />
      <IconButton label="Delete" icon={<IconTrash />} variant="danger" />
    </Toolbar>
  ),
} satisfies Meta<typeof ToolbarSeparator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A vertical line, exposed as a separator. */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement }) => {
    const separator = within(canvasElement).getByRole('separator');
    await expect(separator).toHaveAttribute('aria-orientation', 'vertical');
  },
};
