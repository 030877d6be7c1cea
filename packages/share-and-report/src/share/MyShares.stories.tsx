// <MyShares> on the mocks (issue 20): the signed-in user's links with files, views, downloads,
// expiry and status; changing an expiry with the half-hour picker; revoking after a confirmation;
// the loading, empty and error states. The clipboard is a spy (`copy`).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_NOW } from '@vitrine/mocks';
import { delay, HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '@vitrine/ui/styles.css';
import '../styles.css';
import { MyShares } from './MyShares';

const usage = `import { MyShares } from '@vitrine/share-and-report';

// A page of the app (e.g. /shares), inside <VitrineProvider>:
<MyShares />`;

const meta = {
  title: 'share-and-report/MyShares',
  component: MyShares,
  tags: ['autodocs'],
  // The mocks' clock: their links expire relative to it.
  args: {
    copy: fn(async () => undefined),
    linkBase: 'https://vitrine.example',
    now: () => new Date(DEFAULT_NOW),
  },
  parameters: { docs: { source: { code: usage } } },
} satisfies Meta<typeof MyShares>;

export default meta;
type Story = StoryObj<typeof meta>;

const LINK = 'Summer campaign 2026';

/** The user's links: the mocks' live one, with its files, views and downloads. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const view = within(canvasElement);
    const row = (await view.findByRole('rowheader', { name: LINK }, { timeout: 5000 })).closest(
      'tr',
    ) as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    await expect(cells[0]).toHaveTextContent('12');
    await expect(within(row).getByText('Open')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: `Copy link: ${LINK}` }));
    await expect(args.copy).toHaveBeenCalledWith(
      'https://vitrine.example/shared/summer-campaign-2026-q7mzk4xw2hnbt5rcpe3a',
    );
    await expect(
      await within(document.body).findByText('Your sharing link has been copied to the clipboard'),
    ).toBeInTheDocument();
  },
};

/** Revoke asks first; confirmed, the link shows as revoked and offers nothing more. */
export const Revoke: Story = {
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await userEvent.click(await view.findByRole('button', { name: `Revoke: ${LINK}` }));
    const confirm = await within(document.body).findByRole('alertdialog');
    await expect(confirm).toHaveTextContent(`Revoke "${LINK}"? It stops opening at once`);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await expect(await within(document.body).findByText('The link has been revoked.')).toBeInTheDocument();
    const row = view.getByRole('rowheader', { name: LINK }).closest('tr') as HTMLElement;
    await waitFor(() => expect(row).toHaveAttribute('data-status', 'revoked'));
    await expect(within(row).queryByRole('button')).toBeNull();
  },
};

/** Change expiry: the half-hour picker in the row, saved with only the expiry sent. */
export const ChangeExpiry: Story = {
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await userEvent.click(await view.findByRole('button', { name: `Change expiry: ${LINK}` }));
    const group = view.getByRole('group', { name: `Change expiry: ${LINK}` });
    const time = within(group).getByRole('combobox', { name: 'Time' }) as HTMLSelectElement;
    const options = within(time).getAllByRole('option') as HTMLOptionElement[];
    const last = options.at(-1) as HTMLOptionElement;
    await userEvent.selectOptions(time, last);
    await userEvent.click(within(group.closest('form') as HTMLElement).getByRole('button', { name: 'Save' }));
    await expect(await within(document.body).findByText('The expiry has been changed.')).toBeInTheDocument();
    const shown = new Date(Number(last.value));
    await expect(shown.getMinutes() % 30).toBe(0);
    await waitFor(() =>
      expect(
        view.getByRole('rowheader', { name: LINK }).closest('tr')?.querySelector('time'),
      ).toHaveAttribute('datetime', shown.toISOString()),
    );
  },
};

/** No links yet. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/sharing/mine', () => HttpResponse.json({ shares: [] }))] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('You have not shared any links yet.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** The links cannot be read: the words, the server's message, Try again. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/sharing/mine', () =>
          HttpResponse.json(
            { responseStatus: { errorCode: 'Error', message: 'The database is busy.' } },
            { status: 500 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('Your links could not be loaded.');
    await expect(alert).toHaveTextContent('The database is busy.');
  },
};

/** While the links are read. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/sharing/mine', async () => {
          await delay('infinite');
          return HttpResponse.json({ shares: [] });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading your links…' }),
    ).toBeInTheDocument();
  },
};
