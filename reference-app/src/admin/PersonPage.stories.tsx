// A person's page (/admin/people/{id}) on the mocks (@vitrine/mocks: 1 admin, 2 elena.novak (editor
// everywhere), 3 kenji.ito (viewer everywhere), 4 the guest, 5 ana.ribeiro (viewer on Photography,
// no password yet)). Each state has its story; axe runs on every one.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { components } from '@vitrine/api-client';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PersonPage } from './PersonPage';
import {
  adminParameters,
  body,
  currentAddress,
  expectLoadFailed,
  expectRefusal,
  expectToast,
  findTable,
  page,
  withAppNavigation,
} from './story-support';

const meta = {
  title: 'app/Administration/Person',
  component: PersonPage,
  decorators: [withAppNavigation],
  args: { personId: '5' },
  parameters: adminParameters('/admin/people/5'),
} satisfies Meta<typeof PersonPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: string) =>
  page(canvasElement).findByRole('heading', { name, level: 2 }, { timeout: 8000 });
/** The value shown beside a label in the person's facts. */
const fact = (canvasElement: HTMLElement, label: string) => {
  const term = Array.from(canvasElement.querySelectorAll('.vt-admin__facts dt')).find(
    (dt) => dt.textContent === label,
  );
  return term?.nextElementSibling?.textContent ?? null;
};
const grantsOf = (canvasElement: HTMLElement, name: string) =>
  findTable(canvasElement, `Access given to ${name}`);

/** Who they are, their actions, and the grant they hold, linked to the folder's permissions page. */
export const Person: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await heading(canvasElement, 'ana.ribeiro');
    expect(fact(canvasElement, 'User name')).toBe('ana.ribeiro');
    expect(fact(canvasElement, 'E-mail')).toBe('ana.ribeiro@vitrine.test');
    expect(fact(canvasElement, 'Status')).toBe('No password yet');
    expect(fact(canvasElement, 'Super admin')).toBe('No');
    expect(fact(canvasElement, 'Password')).toBe('Not set');
    expect(fact(canvasElement, 'Added')).toMatch(/\d{4}/);
    const actions = canvas.getByRole('group', { name: 'Actions for ana.ribeiro' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Disable', 'Reset password…', 'Delete…']);
    expect(canvas.getByRole('link', { name: 'All people' })).toHaveAttribute('href', '/admin/people');
    // The form starts with what is stored.
    expect(canvas.getByLabelText('User name')).toHaveValue('ana.ribeiro');
    expect(canvas.getByLabelText('E-mail (optional)')).toHaveValue('ana.ribeiro@vitrine.test');
    expect(canvas.getByRole('checkbox', { name: /^Super admin/ })).not.toBeChecked();
    // The grant names the folder (never its id) and opens its permissions page (spec 001 §2).
    const table = await grantsOf(canvasElement, 'ana.ribeiro');
    const row = within(table).getByRole('row', { name: /^Folder “Photography” Viewer\b/ });
    expect(within(row).getByRole('link', { name: 'Folder “Photography”' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/permissions\/folder\?folder=\d+$/),
    );
    expect(
      within(row).getByRole('button', { name: 'Remove the role Viewer on Folder “Photography”' }),
    ).toBeVisible();
  },
};

type AdminUserDetail = components['schemas']['AdminUserDetail'];
const grantOn = (
  id: number,
  node: components['schemas']['GrantNode'],
  role: string,
): components['schemas']['Grant'] => ({
  id,
  user: { id: 9, logicalId: 'lena.fischer' },
  role: { id, name: role },
  node,
  inherited: false,
});
const everyKind: AdminUserDetail = {
  id: 9,
  logicalId: 'lena.fischer',
  email: null,
  isSuperAdmin: false,
  isDisabled: false,
  isGuest: false,
  hasPassword: false,
  passwordLinkPending: true,
  folderId: null,
  createdAt: '2026-06-15T10:00:00Z',
  grants: [
    grantOn(41, { kind: 'library', id: null, name: null }, 'viewer'),
    grantOn(42, { kind: 'folder', id: 17, name: 'Press kit' }, 'editor'),
    grantOn(43, { kind: 'set', id: 23, name: 'Hero images' }, 'Reviewer'),
    grantOn(44, { kind: 'setGroup', id: 31, name: 'Campaign 2026' }, 'viewer'),
  ],
};

/** A grant on each kind of node: named by kind and name, each linked to its own permissions page; the whole library has none. */
export const GrantsOnEveryKindOfNode: Story = {
  args: { personId: '9' },
  parameters: {
    url: '/admin/people/9',
    msw: { handlers: [http.get('*/api/admin/users/9', () => HttpResponse.json(everyKind))] },
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'lena.fischer');
    expect(fact(canvasElement, 'Password')).toBe('A one-time link is waiting to be used');
    expect(fact(canvasElement, 'Status')).toBe('Waiting for their password');
    expect(fact(canvasElement, 'E-mail')).toBe('No e-mail');
    const table = await grantsOf(canvasElement, 'lena.fischer');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual([
      'Whole library',
      'Folder “Press kit”',
      'Virtual Set “Hero images”',
      'Collection “Campaign 2026”',
    ]);
    // Known roles are translated, others shown as stored.
    expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual([
      'Viewer',
      'Editor',
      'Reviewer',
      'Viewer',
    ]);
    expect(within(rows[0] as HTMLElement).queryByRole('link')).toBeNull();
    const links = within(table)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Folder “Press kit”', '/permissions/folder?folder=17'],
      ['Virtual Set “Hero images”', '/permissions/set?set=23'],
      ['Collection “Campaign 2026”', '/permissions/collection?collection=31'],
    ]);
    // Never a raw id in the text.
    expect(table.textContent).not.toMatch(/\b(17|23|31)\b/);
  },
};

/** Rename and make super admin: only what changed is sent; the page shows the new state. */
export const RenameAndMakeSuperAdmin: Story = {
  args: { personId: '3' },
  parameters: { url: '/admin/people/3' },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await heading(canvasElement, 'kenji.ito');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expectToast('Nothing has changed.');
    const name = canvas.getByLabelText('User name');
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    expect(await canvas.findByText('Enter a user name.')).toBeVisible();
    await userEvent.type(name, 'kenji.ito-tanaka');
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Super admin/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expectToast('The changes to kenji.ito-tanaka have been saved.');
    await heading(canvasElement, 'kenji.ito-tanaka');
    await waitFor(() => expect(fact(canvasElement, 'Super admin')).toBe('Yes'));
    expect(
      canvas.getByText(
        'As a super admin, kenji.ito-tanaka sees and may do everything, whatever access is listed here.',
      ),
    ).toBeVisible();
  },
};

/** The server refuses the change (taking away your own super admin): its sentence at the form. */
export const EditRefusedByTheServer: Story = {
  args: { personId: '1' },
  parameters: { url: '/admin/people/1' },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await heading(canvasElement, 'admin');
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Super admin/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    const alert = await canvas.findByRole('alert');
    expect(alert).toHaveTextContent('You cannot take away your own super admin rights.');
    expect(fact(canvasElement, 'Super admin')).toBe('Yes');
    // Changing the form again clears it.
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Super admin/ }));
    expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A name someone else has: the server's sentence at the form, nothing saved. */
export const NameAlreadyUsed: Story = {
  args: { personId: '3' },
  parameters: { url: '/admin/people/3' },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await heading(canvasElement, 'kenji.ito');
    const name = canvas.getByLabelText('User name');
    await userEvent.clear(name);
    await userEvent.type(name, 'elena.novak');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    expect(await canvas.findByRole('alert')).toHaveTextContent('The name elena.novak is already used.');
    expect(fact(canvasElement, 'User name')).toBe('kenji.ito');
  },
};

/** Nobody gave them access anywhere (the super admin sees everything anyway, and the page says so). */
export const NoGrants: Story = {
  args: { personId: '1' },
  parameters: { url: '/admin/people/1' },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await heading(canvasElement, 'admin');
    expect(
      await canvas.findByText(
        'admin has not been given access anywhere yet. Access is given on the permissions page of a folder or a set.',
      ),
    ).toBeVisible();
    expect(
      canvas.getByText('As a super admin, admin sees and may do everything, whatever access is listed here.'),
    ).toBeVisible();
    expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Removing a grant asks first, then the list follows. */
export const RemoveAGrant: Story = {
  args: { personId: '3' },
  parameters: { url: '/admin/people/3' },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    const table = await grantsOf(canvasElement, 'kenji.ito');
    await userEvent.click(
      within(table).getByRole('button', { name: 'Remove the role Viewer on Whole library' }),
    );
    const dialog = await body().findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Remove the role Viewer of kenji.ito on Whole library?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expectToast('The role Viewer of kenji.ito on Whole library has been removed.');
    expect(await canvas.findByText(/^kenji\.ito has not been given access anywhere yet\./)).toBeVisible();
  },
};

/** The table's actions, the same components: disable, a new one-time link (shown once), delete (back to the list). */
export const DisableResetAndDelete: Story = {
  args: { personId: '2' },
  parameters: { url: '/admin/people/2', showAddress: true },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await heading(canvasElement, 'elena.novak');
    const actions = () => canvas.getByRole('group', { name: 'Actions for elena.novak' });
    await userEvent.click(within(actions()).getByRole('button', { name: 'Disable' }));
    await userEvent.click(
      within(await body().findByRole('alertdialog')).getByRole('button', { name: 'Disable' }),
    );
    await expectToast('elena.novak is disabled and has been signed out.');
    await waitFor(() => expect(fact(canvasElement, 'Status')).toBe('Disabled'));
    expect(within(actions()).getByRole('button', { name: 'Enable' })).toBeVisible();

    await userEvent.click(within(actions()).getByRole('button', { name: 'Reset password…' }));
    const reset = await body().findByRole('dialog', { name: 'Reset the password of elena.novak' });
    await userEvent.click(within(reset).getByRole('button', { name: 'Reset password' }));
    const panel = await canvas.findByRole('region', { name: 'One-time link for elena.novak' });
    expect((within(panel).getByLabelText('One-time link') as HTMLInputElement).value).toMatch(
      /\/set-password#.+/,
    );
    await waitFor(() =>
      expect(fact(canvasElement, 'Password')).toBe('A one-time link is waiting to be used'),
    );

    await userEvent.click(within(actions()).getByRole('button', { name: 'Delete…' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Delete elena.novak' });
    expect(dialog).toHaveTextContent('The files they added stay in the library');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete person' }));
    await expectToast('elena.novak has been deleted.');
    await waitFor(() => expect(currentAddress()).toBe('/admin/people'));
  },
};

/** The guest principal: what it is and the access it is given; nothing else to change. */
export const Guest: Story = {
  args: { personId: '4' },
  parameters: { url: '/admin/people/4' },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await heading(canvasElement, 'Guest (visitors without an account)');
    expect(canvas.getByText(/^The guest stands for visitors without an account/)).toBeVisible();
    expect(fact(canvasElement, 'Status')).toBe('Guest access');
    expect(fact(canvasElement, 'Password')).toBeNull();
    expect(canvas.queryByRole('group', { name: /^Actions for/ })).toBeNull();
    expect(canvas.queryByRole('button', { name: 'Save changes' })).toBeNull();
    const table = await grantsOf(canvasElement, 'Guest (visitors without an account)');
    expect(within(table).getByRole('row', { name: /^Whole library Guest\b/ })).toBeVisible();
  },
};

/** The person is on their way. */
export const Loading: Story = {
  parameters: { mocks: { scenarios: { getAdminUser: 'slow' } } },
  play: async ({ canvasElement }) => {
    expect(await page(canvasElement).findByText('Loading…')).toBeVisible();
  },
};

/** No person with this id (deleted, or never there). */
export const NotFound: Story = {
  args: { personId: '999' },
  parameters: { url: '/admin/people/999' },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    expect(
      await canvas.findByText(
        'There is no such person here. They may have been deleted.',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
    expect(canvas.getByRole('link', { name: 'All people' })).toHaveAttribute('href', '/admin/people');
  },
};

/** Calls of GET /api/admin/users/{id} in the NotAnId story (there must be none). */
const asked: string[] = [];

/** An address that names no person at all: the same, without asking the server. */
export const NotAnId: Story = {
  args: { personId: 'ana' },
  parameters: {
    url: '/admin/people/ana',
    msw: {
      handlers: [
        http.get('*/api/admin/users/:id', ({ request }) => {
          asked.push(request.url);
          return HttpResponse.json({}, { status: 500 });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    expect(
      await page(canvasElement).findByText('There is no such person here. They may have been deleted.'),
    ).toBeVisible();
    expect(asked).toEqual([]);
  },
};

/** The person could not be loaded: the error state with Try again. */
export const LoadFailed: Story = {
  parameters: { mocks: { scenarios: { getAdminUser: 'error-500' } } },
  play: async ({ canvasElement }) => {
    await expectLoadFailed(canvasElement, 'This person could not be loaded.');
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
    expect(canvas.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(canvas.queryByRole('table')).toBeNull();
  },
};
