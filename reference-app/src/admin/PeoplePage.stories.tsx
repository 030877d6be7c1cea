// The people page on the mocks (@vitrine/mocks: admin, elena.novak, kenji.ito, the guest and the
// people invited by sharing). Each error and empty state has its story; axe runs on every one.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PeoplePage } from './PeoplePage';
import {
  adminParameters,
  body,
  expectLoadFailed,
  expectRefusal,
  expectToast,
  findTable,
  page,
  withAppNavigation,
} from './story-support';

const meta = {
  title: 'app/Administration/People',
  component: PeoplePage,
  decorators: [withAppNavigation],
  parameters: adminParameters('/admin/people'),
} satisfies Meta<typeof PeoplePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => findTable(canvasElement, 'People');
const rowOf = async (canvasElement: HTMLElement, name: string) =>
  within(await table(canvasElement)).getByRole('row', {
    name: new RegExp(`^${name.replace('.', '\\.')}\\b`),
  });

/**
 * Every person, with their status, e-mail and whether they are super admin; each name opens the
 * person's page; the guest has no actions.
 */
export const People: Story = {
  play: async ({ canvasElement }) => {
    const people = await table(canvasElement);
    const headers = within(people)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['User name', 'E-mail', 'Status', 'Super admin', 'Actions']);
    const admin = await rowOf(canvasElement, 'admin');
    expect(within(admin).getByRole('cell', { name: 'Yes' })).toBeVisible();
    expect(within(admin).getByRole('link', { name: 'admin' })).toHaveAttribute('href', '/admin/people/1');
    const guest = within(people).getByRole('row', { name: /Guest \(visitors without an account\)/ });
    expect(within(guest).getByText('Guest access')).toBeVisible();
    expect(within(guest).queryByRole('button')).toBeNull();
  },
};

/** A person with a password: added, listed as active. */
export const AddWithPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await table(canvasElement);
    await userEvent.type(canvas.getByLabelText('User name'), 'maria.lopez');
    await userEvent.type(canvas.getByLabelText('E-mail (optional)'), 'maria@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Add person' }));
    // Checked before sending: at least 8 characters.
    expect(await canvas.findByText('The password must have at least 8 characters.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Password'), '-and-longer');
    await userEvent.click(canvas.getByRole('button', { name: 'Add person' }));
    await expectToast('maria.lopez has been added.');
    const row = await waitFor(() => rowOf(canvasElement, 'maria.lopez'));
    expect(within(row).getByText('Active')).toBeVisible();
    expect(canvas.queryByRole('region', { name: /One-time link/ })).toBeNull();
  },
};

/** A person with a one-time link: the link is shown once, to copy and send. */
export const AddWithLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await table(canvasElement);
    await userEvent.type(canvas.getByLabelText('User name'), 'noah.berg');
    await userEvent.click(canvas.getByRole('radio', { name: 'Make a one-time link for them to set it' }));
    expect(canvas.queryByLabelText('Password')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add person' }));
    const panel = await canvas.findByRole('region', { name: 'One-time link for noah.berg' });
    const link = within(panel).getByLabelText('One-time link') as HTMLInputElement;
    expect(link.value).toMatch(/\/set-password#.+/);
    expect(
      within(await rowOf(canvasElement, 'noah.berg')).getByText('Waiting for their password'),
    ).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(canvas.queryByRole('region', { name: 'One-time link for noah.berg' })).toBeNull();
  },
};

/** Disabling asks first and says the person is signed out; enabling again is one click. */
export const DisableAndEnable: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'kenji.ito');
    await userEvent.click(within(row).getByRole('button', { name: 'Disable' }));
    const dialog = await body().findByRole('alertdialog');
    expect(dialog).toHaveTextContent('They are signed out at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await expectToast('kenji.ito is disabled and has been signed out.');
    await waitFor(async () =>
      expect(within(await rowOf(canvasElement, 'kenji.ito')).getByText('Disabled')).toBeVisible(),
    );
    await userEvent.click(
      within(await rowOf(canvasElement, 'kenji.ito')).getByRole('button', { name: 'Enable' }),
    );
    await expectToast('kenji.ito can sign in again.');
  },
};

/** Deleting says what happens to the person's files before anything is deleted. */
export const DeleteSaysWhatHappensToFiles: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'elena.novak');
    await userEvent.click(within(row).getByRole('button', { name: 'Delete…' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Delete elena.novak' });
    expect(dialog).toHaveTextContent(
      'The files they added stay in the library and belong to no one from then on',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete person' }));
    await expectToast('elena.novak has been deleted.');
    await waitFor(async () =>
      expect(within(await table(canvasElement)).queryByRole('row', { name: /^elena\.novak\b/ })).toBeNull(),
    );
  },
};

/** Reset password: a dialog to choose a new password now or a new one-time link. */
export const ResetPassword: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'kenji.ito');
    await userEvent.click(within(row).getByRole('button', { name: 'Reset password…' }));
    const dialog = await body().findByRole('dialog', { name: 'Reset the password of kenji.ito' });
    expect(
      within(dialog).getByRole('radio', { name: 'Make a one-time link for them to set it' }),
    ).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Set a password now' }));
    await userEvent.type(within(dialog).getByLabelText('Password'), 'a-new-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    await expectToast('The new password of kenji.ito is set.');
    expect(body().queryByRole('dialog', { name: 'Reset the password of kenji.ito' })).toBeNull();
  },
};

/** The server refuses (yourself, the last super admin): its words in a toast. */
export const RefusedChange: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'admin');
    await userEvent.click(within(row).getByRole('button', { name: 'Disable' }));
    await userEvent.click(
      within(await body().findByRole('alertdialog')).getByRole('button', { name: 'Disable' }),
    );
    await expectToast('You cannot disable your own account.');
  },
};

/** Nobody in the list (a fresh library answers at least its admin; the empty state still exists). */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get('*/api/admin/users', () => HttpResponse.json({ users: [] }))] } },
  play: async ({ canvasElement }) => {
    expect(
      await page(canvasElement).findByText('There is nobody here yet.', {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** The list could not be loaded: the error state with Try again. */
export const LoadFailed: Story = {
  parameters: { mocks: { scenarios: { listAdminUsers: 'error-500' } } },
  play: async ({ canvasElement }) => {
    await expectLoadFailed(canvasElement, 'The people could not be loaded.');
  },
};

/** Someone who is not the super admin opens the page: a clear refusal, not a crash. */
export const NotAnAdministrator: Story = {
  parameters: { mocks: { user: 'editor' } },
  play: async ({ canvasElement }) => {
    const canvas = await expectRefusal(
      canvasElement,
      'Only a super admin can manage people, roles and library settings.',
    );
    expect(canvas.getByRole('link', { name: 'Back to the library' })).toHaveAttribute('href', '/');
    expect(canvas.queryByRole('table')).toBeNull();
  },
};
