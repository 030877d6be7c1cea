// The folder and set permissions pages of spec 001 §2 on the mocks: the node named (never its id),
// who has access (inherited grants first, marked), give access, remove access, and every error and
// empty state.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PermissionsPage } from './PermissionsPage';
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

/** Seed ids of @vitrine/mocks: folder 1 Marketing, 2 Campaigns (in Marketing); set 1 Hero images; group 1 Campaign 2026. */
const SEED = { marketing: 1, campaigns: 2, heroImages: 1, campaign2026: 1 };

const meta = {
  title: 'app/Administration/Permissions',
  component: PermissionsPage,
  decorators: [withAppNavigation],
  args: { kind: 'folder' },
  parameters: adminParameters(`/permissions/folder?folder=${SEED.campaigns}`),
} satisfies Meta<typeof PermissionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const grants = (canvasElement: HTMLElement) => findTable(canvasElement, 'Access');

/** A folder: its name in the heading, the grants from the whole library marked as inherited. */
export const Folder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    expect(
      await canvas.findByRole(
        'heading',
        { name: 'Who has access to the folder “Campaigns”' },
        { timeout: 8000 },
      ),
    ).toBeVisible();
    const table = await grants(canvasElement);
    const elena = within(table).getByRole('row', { name: /^elena\.novak\b/ });
    expect(elena).toHaveTextContent('the whole library');
    expect(within(elena).queryByRole('button')).toBeNull();
    expect(within(elena).getByText('Change it there')).toBeVisible();
  },
};

/** Give a person a role here, then take it away again. */
export const GiveAndRemoveAccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await grants(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Give access' }, { timeout: 8000 }));
    expect(await canvas.findByText('Choose a person and a role.')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Person'), 'kenji.ito');
    await userEvent.selectOptions(canvas.getByLabelText('Role'), 'Editor');
    await userEvent.click(canvas.getByRole('button', { name: 'Give access' }));
    await expectToast('kenji.ito now has the role Editor here.');
    const row = await waitFor(async () =>
      within(await grants(canvasElement)).getByRole('row', { name: /^kenji\.ito Editor here\b/ }),
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Remove the role Editor of kenji.ito' }));
    await userEvent.click(
      within(await body().findByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    await expectToast('The role Editor of kenji.ito has been removed.');
  },
};

/** A set, named with the library's sets name. */
export const OfASet: Story = {
  name: 'Set',
  args: { kind: 'set' },
  parameters: { url: `/permissions/set?set=${SEED.heroImages}` },
  play: async ({ canvasElement }) => {
    expect(
      await page(canvasElement).findByRole(
        'heading',
        { name: 'Who has access to the Virtual Set “Hero images”' },
        { timeout: 8000 },
      ),
    ).toBeVisible();
  },
};

/** A collection (set group). */
export const Collection: Story = {
  args: { kind: 'collection' },
  parameters: { url: `/permissions/collection?collection=${SEED.campaign2026}` },
  play: async ({ canvasElement }) => {
    expect(
      await page(canvasElement).findByRole(
        'heading',
        { name: 'Who has access to the collection “Campaign 2026”' },
        { timeout: 8000 },
      ),
    ).toBeVisible();
  },
};

/** Nobody has access here yet. */
export const NoGrants: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/admin/grants', () =>
          HttpResponse.json({ node: { kind: 'folder', id: SEED.campaigns, name: 'Campaigns' }, grants: [] }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    expect(
      await page(canvasElement).findByText('Nobody has been given access here yet.', {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** There is no role to give (the super admin is pointed to the roles page). */
export const NoRoles: Story = {
  parameters: { msw: { handlers: [http.get('*/api/admin/roles', () => HttpResponse.json({ roles: [] }))] } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    expect(await canvas.findByText(/There is no role to give/, {}, { timeout: 8000 })).toBeVisible();
    expect(canvas.getByRole('link', { name: 'Manage roles' })).toHaveAttribute('href', '/admin/roles');
  },
};

/** The page was opened without a node (no query parameter). */
export const NoNode: Story = {
  parameters: { url: '/permissions/folder' },
  play: async ({ canvasElement }) => {
    expect(await page(canvasElement).findByRole('alert')).toHaveTextContent('No folder or set was named.');
  },
};

/** The grants could not be loaded. */
export const LoadFailed: Story = {
  parameters: { mocks: { scenarios: { listGrants: 'error-500' } } },
  play: async ({ canvasElement }) => {
    await expectLoadFailed(canvasElement, 'Who has access could not be loaded.');
  },
};

/** The folder does not exist (or the person cannot see it): the server's words. */
export const UnknownFolder: Story = {
  parameters: { mocks: { scenarios: { listGrants: 'error-404' } } },
  play: async ({ canvasElement }) => {
    expect(await page(canvasElement).findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'Who has access could not be loaded.',
    );
  },
};

/** An editor without setPermissions here: a clear refusal. */
export const NotAllowed: Story = {
  parameters: { mocks: { user: 'editor' } },
  play: async ({ canvasElement }) => {
    await expectRefusal(canvasElement, 'You may not change who has access here.');
  },
};
