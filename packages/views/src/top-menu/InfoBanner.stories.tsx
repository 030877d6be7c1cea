// <InfoBanner> (spec 000 §2 "Dismissible info banner"): the host's text and Dismiss; dismissed stays
// dismissed (web setting infoBanner, kept in memory here so no story leaks into another).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import '../styles.css';
import { InfoBanner } from './TopMenu';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { InfoBanner, TopMenu } from '@vitrine/views';
import '@vitrine/ui/styles.css';
import '@vitrine/views/styles.css';

<VitrineProvider client={createVitrineClient()}>
  <InfoBanner>New: files can now be grouped by date taken.</InfoBanner>
  <TopMenu />
</VitrineProvider>`;

const meta = {
  title: 'views/InfoBanner',
  component: InfoBanner,
  tags: ['autodocs'],
  args: { children: 'New: files can now be grouped by date taken.' },
  parameters: { layout: 'padded', vitrine: { webSettings: { persistence: 'none' } } },
} satisfies Meta<typeof InfoBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The banner, then Dismiss: it is gone. */
export const Default: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('New: files can now be grouped by date taken.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByText('New: files can now be grouped by date taken.')).toBeNull();
  },
};

/** A host's own word for the button (`locale`). */
export const OwnWords: Story = {
  args: { locale: { dismissBanner: 'Got it' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Got it' })).toBeVisible();
  },
};
