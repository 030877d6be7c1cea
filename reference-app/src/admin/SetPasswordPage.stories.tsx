// The page a person opens from a one-time link (public). The mocks' links come from creating a
// person; these stories answer the two link calls themselves, as a server would for a link it made.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { SetPasswordPage } from './SetPasswordPage';
import { withAppNavigation } from './story-support';

const TOKEN = 'story-token-0123456789';
const check = http.post('*/api/passwordlink/check', () =>
  HttpResponse.json({ logicalId: 'noah.berg', expiresAt: '2026-06-18T10:00:00Z' }),
);
const gone = (message: string) =>
  http.post('*/api/passwordlink/*', () =>
    HttpResponse.json({ responseStatus: { errorCode: 'NotFound', message } }, { status: 404 }),
  );

const meta = {
  title: 'app/Administration/Set password',
  component: SetPasswordPage,
  decorators: [withAppNavigation],
  parameters: {
    layout: 'fullscreen',
    url: `/set-password#${TOKEN}`,
    msw: {
      handlers: [check, http.post('*/api/passwordlink/use', () => new HttpResponse(null, { status: 204 }))],
    },
  },
} satisfies Meta<typeof SetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);

/** The person's name and the link's end; two password fields. Set, then off to sign in. */
export const SetPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    expect(
      await canvas.findByText(/Choose a password for noah\.berg\./, {}, { timeout: 8000 }),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText('New password'), 'short');
    await userEvent.type(canvas.getByLabelText('New password again'), 'other');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    expect(await canvas.findByText('The new password must have at least 8 characters.')).toBeVisible();
    expect(canvas.getByText('The two passwords differ.')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('New password'));
    await userEvent.clear(canvas.getByLabelText('New password again'));
    await userEvent.type(canvas.getByLabelText('New password'), 'a-good-password');
    await userEvent.type(canvas.getByLabelText('New password again'), 'a-good-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    expect(await canvas.findByRole('status')).toHaveTextContent('Your password is set.');
    expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  },
};

/** The link has expired: the server's words. */
export const Expired: Story = {
  parameters: { msw: { handlers: [gone('This link has expired.')] } },
  play: async ({ canvasElement }) => {
    const alert = await page(canvasElement).findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('This link cannot be used.');
    expect(alert).toHaveTextContent('This link has expired.');
  },
};

/** The link was used already (or never existed). */
export const UsedOrUnknown: Story = {
  parameters: { msw: { handlers: [gone('This link is not valid or has already been used.')] } },
  play: async ({ canvasElement }) => {
    expect(await page(canvasElement).findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'This link is not valid or has already been used.',
    );
  },
};

/** The link was cut short: no token at all. */
export const NoToken: Story = {
  parameters: { url: '/set-password' },
  play: async ({ canvasElement }) => {
    expect(await page(canvasElement).findByRole('alert')).toHaveTextContent('This link is not complete.');
  },
};

/** Setting the password failed (the link was used meanwhile): the server's words, the form kept. */
export const SetFailed: Story = {
  parameters: {
    msw: { handlers: [check, gone('This link is not valid or has already been used.')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText('New password', {}, { timeout: 8000 }),
      'a-good-password',
    );
    await userEvent.type(canvas.getByLabelText('New password again'), 'a-good-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    const alert = await canvas.findByRole('alert');
    expect(alert).toHaveTextContent('The password could not be set.');
    expect(alert).toHaveTextContent('This link is not valid or has already been used.');
  },
};

/** Checking the link takes a while. */
export const Checking: Story = {
  parameters: { mocks: { scenarios: { checkPasswordLink: 'slow' } }, msw: { handlers: [] } },
  play: async ({ canvasElement }) => {
    expect(await page(canvasElement).findByText('Checking the link…')).toBeVisible();
  },
};
