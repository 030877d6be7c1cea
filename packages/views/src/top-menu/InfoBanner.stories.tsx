// <InfoBanner> (spec 000 §2 "Dismissible info banner"): the host's text and Dismiss; dismissed stays
// dismissed (web setting infoBanner, kept in memory here so no story leaks into another); a server's
// message (messageKey) is dismissed for that message only: a new one shows again (issue 15).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import '../styles.css';
import { InfoBanner } from './InfoBanner';
import { DISMISSED_BANNERS_STORAGE_KEY } from './InfoBannerDismissals';

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

const MESSAGES = [
  'The search text has no letters or digits to search for, so it was left out.',
  'Only the first 1,000 of 1,200 files are listed: turn paging on to see them all.',
];

/** The server's messages of the search, as the reference app shows them (`messageKey`). */
function ServerMessages() {
  const [index, setIndex] = useState(0);
  const message = MESSAGES[index % MESSAGES.length] ?? '';
  return (
    <>
      <InfoBanner messageKey={message}>{message}</InfoBanner>
      <button type="button" onClick={() => setIndex((i) => i + 1)}>
        Search again
      </button>
    </>
  );
}

/** A server's message dismissed: the next, different message shows; the dismissed one does not come back. */
export const NewMessageShowsAgain: Story = {
  beforeEach: () => {
    localStorage.removeItem(DISMISSED_BANNERS_STORAGE_KEY);
    return () => localStorage.removeItem(DISMISSED_BANNERS_STORAGE_KEY);
  },
  render: () => <ServerMessages />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first = '', second = ''] = MESSAGES;
    await expect(canvas.getByText(first)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByText(first)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Search again' }));
    await expect(canvas.getByText(second)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Search again' }));
    await expect(canvas.queryByText(first)).toBeNull();
  },
};
