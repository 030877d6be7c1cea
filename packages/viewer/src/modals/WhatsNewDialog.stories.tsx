// <WhatsNewDialog> (spec 001 §4): once per build version, then remembered as seen (whatsNewSeen).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import { WhatsNewDialog } from './WhatsNewDialog';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { WhatsNewDialog } from '@vitrine/viewer';

<VitrineProvider client={createVitrineClient()}>
  <WhatsNewDialog version={BUILD_VERSION}>
    <p>Files open in a full-screen viewer.</p>
  </WhatsNewDialog>
</VitrineProvider>`;

const meta = {
  title: 'viewer/WhatsNewDialog',
  component: WhatsNewDialog,
  tags: ['autodocs'],
  args: { version: '2.4.0', children: <p>Files open in a full-screen viewer, with a slideshow.</p> },
  parameters: {
    layout: 'fullscreen',
    docs: { source: { code: usage } },
    vitrine: { webSettings: { persistence: 'none', values: {} } },
  },
} satisfies Meta<typeof WhatsNewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A version not seen yet: the modal shows; closing it marks it seen, and it does not show again. */
export const NewVersion: Story = {
  play: async () => {
    const page = within(document.body);
    const dialog = await page.findByRole('dialog', { name: "What's new" });
    await expect(within(dialog).getByText('Version 2.4.0')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The version was seen: nothing shows. */
export const AlreadySeen: Story = {
  parameters: { vitrine: { webSettings: { persistence: 'none', values: { whatsNewSeen: '2.4.0' } } } },
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};
