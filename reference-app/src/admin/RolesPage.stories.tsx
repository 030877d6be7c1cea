// The roles page on the mocks (the library's roles viewer, editor and guest).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RolesPage } from './RolesPage';
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
  title: 'app/Administration/Roles',
  component: RolesPage,
  decorators: [withAppNavigation],
  parameters: adminParameters('/admin/roles'),
} satisfies Meta<typeof RolesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => findTable(canvasElement, 'Roles');

/** The roles with their permissions and how often each is granted. */
export const Roles: Story = {
  play: async ({ canvasElement }) => {
    const roles = await table(canvasElement);
    const viewer = within(roles).getByRole('row', { name: /^Viewer\b/ });
    expect(within(viewer).getByText('Download files')).toBeVisible();
    expect(within(viewer).queryByText('Delete')).toBeNull();
  },
};

/** A new role: the permission names as a group of checkboxes (fieldset and legend). */
export const AddRole: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await table(canvasElement);
    const group = canvas.getByRole('group', { name: 'What the role allows' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(19);
    await userEvent.click(canvas.getByRole('button', { name: 'Add role' }));
    expect(await canvas.findByText('Enter a role name.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Role name'), 'folder keeper');
    await userEvent.click(within(group).getByRole('checkbox', { name: /Change who has access/ }));
    await userEvent.click(
      within(group).getByRole('checkbox', {
        name: /Download files setPermissions|^Download files download$/,
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add role' }));
    await expectToast('The role folder keeper has been saved.');
    const row = await waitFor(async () =>
      within(await table(canvasElement)).getByRole('row', { name: /^folder keeper\b/ }),
    );
    expect(within(row).getByText('Change who has access')).toBeVisible();
    expect(within(row).getByText('Download files')).toBeVisible();
  },
};

/** Edit: the form fills with the role, its permissions checked. */
export const EditRole: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    const viewer = within(await table(canvasElement)).getByRole('row', { name: /^Viewer\b/ });
    await userEvent.click(within(viewer).getByRole('button', { name: 'Edit' }));
    expect(await canvas.findByRole('heading', { name: 'Edit the role Viewer' })).toHaveFocus();
    const group = canvas.getByRole('group', { name: 'What the role allows' });
    expect(within(group).getByRole('checkbox', { name: /^Download files download$/ })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: /^Delete delete$/ })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    expect(canvas.getByRole('heading', { name: 'Add a role' })).toBeVisible();
  },
};

/** A role still granted cannot be deleted: the server's words in a toast. */
export const DeleteRefused: Story = {
  play: async ({ canvasElement }) => {
    const viewer = within(await table(canvasElement)).getByRole('row', { name: /^Viewer\b/ });
    await userEvent.click(within(viewer).getByRole('button', { name: 'Delete…' }));
    await userEvent.click(
      within(await body().findByRole('alertdialog')).getByRole('button', { name: 'Delete role' }),
    );
    await expectToast('This role is still granted; remove its grants first.');
  },
};

/** No roles at all. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get('*/api/admin/roles', () => HttpResponse.json({ roles: [] }))] } },
  play: async ({ canvasElement }) => {
    expect(
      await page(canvasElement).findByText('There are no roles yet.', {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** The roles could not be loaded. */
export const LoadFailed: Story = {
  parameters: { mocks: { scenarios: { listRoles: 'error-500' } } },
  play: async ({ canvasElement }) => {
    await expectLoadFailed(canvasElement, 'The roles could not be loaded.');
  },
};

/** A viewer (no setPermissions anywhere) opens the page: a clear refusal. */
export const NotAnAdministrator: Story = {
  parameters: { mocks: { user: 'viewer' } },
  play: async ({ canvasElement }) => {
    await expectRefusal(canvasElement);
  },
};
