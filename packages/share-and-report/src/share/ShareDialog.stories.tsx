// <ShareDialog> on the mocks (issue 20): every state — the defaults (expiry +168 h on a half hour,
// the flags), the friendly address from a title of 4+ characters, shared and copied (spec 000 §8
// 'Your sharing link has been copied to the clipboard', the dialog closes), the clipboard refused
// (the link to copy by hand), the settings refused (the server's message) and the link not made
// ('Failed to share images' with the error). The clipboard is a spy (`copy`).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '@vitrine/ui/styles.css';
import '../styles.css';
import { ShareDialog } from './ShareDialog';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { ShareDialog } from '@vitrine/share-and-report';
import '@vitrine/ui/styles.css';
import '@vitrine/share-and-report/styles.css';

<VitrineProvider client={createVitrineClient()}>
  <ShareDialog open={open} onOpenChange={setOpen} fileIds={selectedIds} />
</VitrineProvider>`;

const meta = {
  title: 'share-and-report/ShareDialog',
  component: ShareDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    onShared: fn(),
    fileIds: [1, 2, 3],
    copy: fn(async () => undefined),
    linkBase: 'https://vitrine.example',
  },
  parameters: { docs: { source: { code: usage }, story: { inline: false, height: '720px' } } },
} satisfies Meta<typeof ShareDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await within(document.body).findByRole('dialog', { name: 'Share' }));

const SERVER_MESSAGE = 'The expiry date cannot be <b>in the past</b>.';

/** The defaults: no title (a random address), the expiry a week on, on a half hour; every flag but the first-load panel. */
export const Default: Story = {
  play: async () => {
    const view = await dialog();
    await expect(view.getByText('Address: a random one')).toBeInTheDocument();
    await expect(view.getByRole('checkbox', { name: 'Download the files' })).toBeChecked();
    await expect(view.getByRole('checkbox', { name: 'Play a slideshow' })).toBeChecked();
    await expect(view.getByRole('checkbox', { name: 'See the information panel' })).toBeChecked();
    await expect(
      view.getByRole('checkbox', { name: 'Open the information panel at first' }),
    ).not.toBeChecked();
    // spec 000 §5, §9: now + 168 h rounded up to the half hour.
    const expected = new Date(Date.now() + 168 * 3_600_000);
    const day = view.getByLabelText('Day') as HTMLInputElement;
    const time = view.getByRole('combobox', { name: 'Time' }) as HTMLSelectElement;
    const picked = new Date(Number(time.value));
    await expect([0, 30]).toContain(picked.getMinutes());
    await expect(picked.getTime() - expected.getTime()).toBeGreaterThanOrEqual(-1000);
    await expect(picked.getTime() - expected.getTime()).toBeLessThanOrEqual(30 * 60_000);
    // No past day.
    const today = new Date();
    await expect(day.min).toBe(
      `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`,
    );
  },
};

/** A title of 4 characters or more makes the readable address (spec 000 §5); a shorter one does not. */
export const FriendlyAddress: Story = {
  play: async () => {
    const view = await dialog();
    const title = view.getByRole('textbox', { name: 'Title' });
    await userEvent.type(title, 'Abc');
    await expect(view.getByText(/A title of at least 4 characters/)).toBeInTheDocument();
    await userEvent.type(title, 'd Summer <b>');
    await expect(view.getByText('Address: …/shared/abcd-summer-b-…')).toBeInTheDocument();
    await userEvent.click(view.getByRole('checkbox', { name: 'Make the address from the title' }));
    await expect(view.getByText('Address: a random one')).toBeInTheDocument();
  },
};

/** Shared: the link is made, the settings applied, the link copied, the message shown, the dialog closed. */
export const SharedAndCopied: Story = {
  play: async ({ args }) => {
    const view = await dialog();
    await userEvent.type(view.getByRole('textbox', { name: 'Title' }), 'Summer campaign');
    await userEvent.click(view.getByRole('checkbox', { name: 'Download the files' }));
    await userEvent.click(view.getByRole('button', { name: 'Share and copy the link' }));
    await waitFor(() => expect(args.copy).toHaveBeenCalledTimes(1));
    const link = (args.copy as ReturnType<typeof fn>).mock.calls[0]?.[0] as string;
    await expect(link).toMatch(/^https:\/\/vitrine\.example\/shared\/summer-campaign-[a-z2-7]{20}$/);
    await expect(
      await within(document.body).findByText('Your sharing link has been copied to the clipboard'),
    ).toBeInTheDocument();
    await expect(args.onShared).toHaveBeenCalledWith(
      expect.objectContaining({ link, state: expect.objectContaining({ allowedToDownloadImages: false }) }),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The clipboard refused the link: it is shown to copy by hand. */
export const CopyByHand: Story = {
  args: { copy: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ args }) => {
    const view = await dialog();
    await userEvent.click(view.getByRole('button', { name: 'Share and copy the link' }));
    const field = await view.findByRole('textbox', { name: 'Link' });
    await expect((field as HTMLInputElement).value).toMatch(
      /^https:\/\/vitrine\.example\/shared\/[a-z2-7]{20}$/,
    );
    await expect(view.getByText(/could not be copied/)).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The settings are refused: the server's message, as text (spec 000 §8). */
export const SettingsRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.patch('*/api/sharing/:id', () =>
          HttpResponse.json(
            { responseStatus: { errorCode: 'BadRequest', message: SERVER_MESSAGE } },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ args }) => {
    const view = await dialog();
    await userEvent.click(view.getByRole('button', { name: 'Share and copy the link' }));
    await expect(await view.findByRole('alert')).toHaveTextContent(SERVER_MESSAGE);
    await expect(args.copy).not.toHaveBeenCalled();
    await expect(view.getByRole('button', { name: 'Share and copy the link' })).toBeEnabled();
  },
};

/** The link could not be made: 'Failed to share images' with the error (spec 000 §8). */
export const ShareFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/share', () =>
          HttpResponse.json(
            { responseStatus: { errorCode: 'Forbidden', message: 'You may not share these files.' } },
            { status: 403 },
          ),
        ),
      ],
    },
  },
  play: async () => {
    const view = await dialog();
    await userEvent.click(view.getByRole('button', { name: 'Share and copy the link' }));
    await expect(await view.findByRole('alert')).toHaveTextContent(
      'Failed to share images: You may not share these files.',
    );
  },
};

/** While the link is made. */
export const Sharing: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/share', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async () => {
    const view = await dialog();
    await userEvent.click(view.getByRole('button', { name: 'Share and copy the link' }));
    await expect(await view.findByRole('button', { name: 'Sharing…' })).toBeDisabled();
  },
};
