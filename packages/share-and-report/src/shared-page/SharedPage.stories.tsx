// <SharedPage> on the mocks (issue 20; spec 000 §2 /shared/{slug}, §8; spec 001 §6, §7): every state —
// opening, open (with Download all: the public export's zip, busy for at least 1 s), open without
// the download flag, a password asked (a wrong one: the server's words; the right one opens it),
// too many attempts (429 in words), expired and revoked links (the server's words), and a page that
// cannot load ('Something went wrong', or the server's message). The files are drawn by the host
// (`renderFiles`; the reference app draws its gallery); the download is handed to a spy.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '@vitrine/ui/styles.css';
import '../styles.css';
import { SharedPage } from './SharedPage';

const usage = `import { SharedPage } from '@vitrine/share-and-report';

// At /shared/{slug}, inside <VitrineProvider>: the host draws the link's files.
<SharedPage slug={slug} renderFiles={(view) => <MyGallery ids={view.searchResult?.ids ?? []} />} />`;

/** The mocks' live link (12 files, downloads allowed) and their expired one. */
const LIVE = 'summer-campaign-2026-q7mzk4xw2hnbt5rcpe3a';
const EXPIRED = 'k3vtx2mfh6ptw4qbnd7e';

const meta = {
  title: 'share-and-report/SharedPage',
  component: SharedPage,
  tags: ['autodocs'],
  args: {
    slug: LIVE,
    download: fn(),
    onOpen: fn(),
    renderFiles: (view) => (
      // The host's files (the app draws its gallery): here their ids.
      <ul data-files="">
        {(view.searchResult?.ids ?? []).map((id) => (
          <li key={id}>#{id}</li>
        ))}
      </ul>
    ),
  },
  parameters: { docs: { source: { code: usage } } },
} satisfies Meta<typeof SharedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);

const viewAnswer = (extra: Record<string, unknown>) => ({
  title: 'Press kit',
  errorMessage: null,
  searchResult: { ids: [1, 2, 3] },
  allowedToDownloadImages: true,
  allowedToRepresentSlideshow: true,
  allowedToShowInfo: true,
  showInfoPanelOnFirstLoad: false,
  ...extra,
});

/** The link opens: its title, its files, and Download all (the zip of the public export). */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const view = page(canvasElement);
    await expect(await view.findByRole('heading', { name: 'Summer campaign 2026' })).toBeInTheDocument();
    await expect(view.getByText('12 files')).toBeInTheDocument();
    await expect(
      within(canvasElement.querySelector('[data-files]') as HTMLElement).getAllByRole('listitem'),
    ).toHaveLength(12);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    const started = Date.now();
    await userEvent.click(view.getByRole('button', { name: 'Download all' }));
    await expect(await view.findByRole('button', { name: 'Preparing the download…' })).toBeDisabled();
    await waitFor(() => expect(args.download).toHaveBeenCalledTimes(1), { timeout: 5000 });
    // spec 000 §9: the zip's busy state lasts at least 1 s.
    await expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    await expect(args.download).toHaveBeenCalledWith(expect.stringMatching(/\/api\/publicexport\/[^/]+$/));
    await expect(await view.findByRole('button', { name: 'Download all' })).toBeEnabled();
  },
};

/** The link does not allow downloads: nothing offers one (spec 001 §6). */
export const OpenWithoutDownload: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/sharing/view', () =>
          HttpResponse.json(viewAnswer({ allowedToDownloadImages: false })),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const view = page(canvasElement);
    await expect(await view.findByRole('heading', { name: 'Press kit' })).toBeInTheDocument();
    await expect(view.getByText('3 files')).toBeInTheDocument();
    await expect(view.queryByRole('button', { name: 'Download all' })).toBeNull();
  },
};

const PASSWORD_HANDLER = http.post('*/api/sharing/view', async ({ request }) => {
  const { password } = (await request.json()) as { password?: string };
  if (password === 'right') return HttpResponse.json(viewAnswer({}));
  return HttpResponse.json(
    viewAnswer({
      title: null,
      searchResult: { ids: [] },
      passwordRequired: true,
      errorMessage: password
        ? 'The password is not correct.'
        : 'This shared link is protected by a password.',
    }),
  );
});

/** The link has a password: a wrong one says so, the right one opens the link. */
export const Password: Story = {
  parameters: { msw: { handlers: [PASSWORD_HANDLER] } },
  play: async ({ canvasElement }) => {
    const view = page(canvasElement);
    await expect(await view.findByRole('heading', { name: 'This link is protected' })).toBeInTheDocument();
    const field = view.getByLabelText('Password');
    await userEvent.type(field, 'wrong{Enter}');
    await expect(await view.findByText('The password is not correct.')).toBeInTheDocument();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, 'right');
    await userEvent.click(view.getByRole('button', { name: 'Open' }));
    await expect(await view.findByRole('heading', { name: 'Press kit' })).toBeInTheDocument();
  },
};

/** Too many wrong passwords: the server holds the answers back (429) and the page says how long. */
export const Throttled: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/sharing/view', async ({ request }) => {
          const { password } = (await request.json()) as { password?: string };
          if (!password) {
            return HttpResponse.json(
              viewAnswer({
                passwordRequired: true,
                errorMessage: 'This shared link is protected by a password.',
              }),
            );
          }
          return HttpResponse.json(
            { responseStatus: { errorCode: 'TooManyRequests', message: 'Too many attempts.' } },
            { status: 429, headers: { 'Retry-After': '30' } },
          );
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const view = page(canvasElement);
    await userEvent.type(await view.findByLabelText('Password'), 'guess{Enter}');
    await expect(await view.findByText('Too many attempts. Try again in 30 seconds.')).toBeInTheDocument();
  },
};

/** An expired link: the server's words. */
export const Expired: Story = {
  // The host's way on (the app: its library link); here a plain link.
  args: { slug: EXPIRED, closedAction: <a href="#library">#library</a> },
  play: async ({ canvasElement, args }) => {
    const view = page(canvasElement);
    await expect(
      await view.findByRole('heading', { name: 'This shared link has expired.' }),
    ).toBeInTheDocument();
    await expect(view.getByRole('link', { name: '#library' })).toHaveAttribute('href', '#library');
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

/** A revoked link: the server's words. */
export const Revoked: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/sharing/view', () =>
          HttpResponse.json(
            viewAnswer({ searchResult: { ids: [] }, errorMessage: 'This shared link has been revoked.' }),
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const view = page(canvasElement);
    await expect(
      await view.findByRole('heading', { name: 'This shared link has been revoked.' }),
    ).toBeInTheDocument();
  },
};

/** The page cannot load and the server says nothing: 'Something went wrong' (spec 000 §8), and Try again. */
export const Failed: Story = {
  parameters: {
    msw: { handlers: [http.post('*/api/sharing/view', () => new HttpResponse(null, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    const view = page(canvasElement);
    await expect(await view.findByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(view.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The page cannot load and the server says why: its message, as text. */
export const FailedWithMessage: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/sharing/view', () =>
          HttpResponse.json(
            {
              responseStatus: {
                errorCode: 'Unavailable',
                message: 'Sharing is <b>paused</b> for maintenance.',
              },
            },
            { status: 503 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const view = page(canvasElement);
    await expect(await view.findByRole('alert')).toHaveTextContent(
      'Sharing is <b>paused</b> for maintenance.',
    );
  },
};

/** While the link opens. */
export const Opening: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/sharing/view', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('status')).toHaveTextContent(
      'Opening the shared link…',
    );
  },
};
