// <EmptyState>: with an icon, a description and an action; compact; light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconFolderOpen, IconSearch, IconUpload } from '../../icons';
import { Button } from '../button/Button';
import { EmptyState } from './EmptyState';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { Button, EmptyState, IconFolderOpen, IconUpload, VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';

<VitrineProvider client={createVitrineClient()}>
  <EmptyState
    icon={<IconFolderOpen />}
    title="This folder is empty"
    description="Upload files here, or pick another folder."
    action={<Button variant="primary" icon={<IconUpload />} onClick={upload}>Upload files</Button>}
  />
</VitrineProvider>`;

const upload = fn();

const meta = {
  title: 'ui/Primitives/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    icon: <IconFolderOpen />,
    title: 'This folder is empty',
    description: 'Upload files here, or pick another folder.',
    action: (
      <Button variant="primary" icon={<IconUpload />} onClick={upload}>
        Upload files
      </Button>
    ),
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon, a heading (level 3), a sentence and an action. */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'This folder is empty' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload files' }));
    await expect(upload).toHaveBeenCalled();
  },
};

/** Compact, for a panel, with its heading at level 4. */
export const Small: Story = {
  args: {
    size: 'sm',
    headingLevel: 4,
    icon: <IconSearch />,
    title: 'No matches',
    description: 'Try fewer words.',
    action: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 4, name: 'No matches' })).toBeVisible();
  },
};

/** Only a heading. */
export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, action: undefined, title: 'Nothing here yet' },
};

/** In the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
};
