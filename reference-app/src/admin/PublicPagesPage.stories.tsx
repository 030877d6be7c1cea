// The public upload pages (issue 19) on the mocks: the library's page into Lifestyle, making one into a
// folder chosen in the folder tree (with a quota), its link shown to copy, revoking one, the form's
// checks, a failed load and a refusal.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { PublicPagesPage } from './PublicPagesPage';
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
  title: 'app/Administration/Public upload pages',
  component: PublicPagesPage,
  decorators: [withAppNavigation],
  parameters: adminParameters('/admin/public-pages'),
} satisfies Meta<typeof PublicPagesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => findTable(canvasElement, 'Public upload pages');

/** Every page: where its files go, when it expires, what it received, its quota and whether it works. */
export const Pages: Story = {
  play: async ({ canvasElement }) => {
    const pages = await table(canvasElement);
    const row = within(pages).getByRole('row', { name: /^Lifestyle\b/ });
    expect(within(row).getByText('Never')).toBeVisible();
    expect(within(row).getByText('0 files, 0 B')).toBeVisible();
    expect(within(row).getByText('No quota')).toBeVisible();
    expect(within(row).getByText('Active')).toBeVisible();
    const actions = within(row).getByRole('group', { name: 'Actions for the page into Lifestyle' });
    expect(within(actions).getByRole('button', { name: 'Copy link' })).toBeVisible();
    expect(within(actions).getByRole('button', { name: 'Revoke…' })).toBeVisible();
  },
};

/** A page into a folder chosen in the tree, at most 5 files: its link is shown, and it is listed. */
export const MakePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await table(canvasElement);
    const form = canvas.getByRole('region', { name: 'Make a public upload page' });
    await userEvent.click(within(form).getByRole('button', { name: 'Make page' }));
    expect(await within(form).findByText('Choose the folder the files go into.')).toBeVisible();

    await userEvent.click(within(form).getByRole('button', { name: 'Choose folder…' }));
    const dialog = await body().findByRole('dialog', { name: 'Choose the folder' }, { timeout: 4000 });
    const picker = within(dialog).getByRole('tree', { name: 'Folders' });
    await userEvent.click(
      await within(picker).findByRole('treeitem', { name: 'Documents' }, { timeout: 4000 }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    expect(within(form).getByRole('group', { name: 'Folder' })).toHaveTextContent('Documents');

    await userEvent.type(within(form).getByLabelText('At most this many files in all (optional)'), '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Make page' }));
    await expectToast('The public upload page into Documents is ready.');
    const link = await canvas.findByRole('region', { name: 'Link to the page into Documents' });
    expect((within(link).getByLabelText('Public upload link') as HTMLInputElement).value).toMatch(
      /\/public\/[A-Za-z0-9_-]{24}$/,
    );
    const row = await waitFor(async () =>
      within(await table(canvasElement)).getByRole('row', { name: /^Documents\b/ }),
    );
    expect(within(row).getByText('at most 5 files')).toBeVisible();
    expect(within(row).getByText('Active')).toBeVisible();
  },
};

/** Copy link puts the page's address (/public/<hash>) on the clipboard and says so. */
export const CopyLink: Story = {
  play: async ({ canvasElement }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      const row = within(await table(canvasElement)).getByRole('row', { name: /^Lifestyle\b/ });
      await userEvent.click(within(row).getByRole('button', { name: 'Copy link' }));
      await expectToast('The link has been copied.');
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/public/public-drop`);
    } finally {
      writeText.mockRestore();
    }
  },
};

/** The browser refuses the clipboard: the page says to copy the link by hand. */
export const CopyRefused: Story = {
  play: async ({ canvasElement }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    try {
      const row = within(await table(canvasElement)).getByRole('row', { name: /^Lifestyle\b/ });
      await userEvent.click(within(row).getByRole('button', { name: 'Copy link' }));
      await expectToast('The link could not be copied; select it and copy it yourself.');
    } finally {
      writeText.mockRestore();
    }
  },
};

/** Revoking asks first; the page stays listed as revoked, without actions. */
export const Revoke: Story = {
  play: async ({ canvasElement }) => {
    const row = within(await table(canvasElement)).getByRole('row', { name: /^Lifestyle\b/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Revoke…' }));
    const dialog = await body().findByRole('alertdialog', {}, { timeout: 4000 });
    expect(dialog).toHaveTextContent('Revoke the public upload page into Lifestyle?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    await expectToast('The link into Lifestyle has been revoked.');
    await waitFor(async () => {
      const revoked = within(await table(canvasElement)).getByRole('row', { name: /^Lifestyle\b/ });
      expect(within(revoked).getByText('Revoked')).toBeVisible();
      expect(within(revoked).queryByRole('button', { name: 'Revoke…' })).toBeNull();
    });
  },
};

/** Quotas are whole numbers of at least 1; the expiry is in the future. Nothing is sent until then. */
export const FormChecks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await table(canvasElement);
    const form = canvas.getByRole('region', { name: 'Make a public upload page' });
    await userEvent.type(within(form).getByLabelText('At most this many files in all (optional)'), '0');
    await userEvent.type(within(form).getByLabelText('At most this many megabytes in all (optional)'), 'ten');
    await userEvent.type(within(form).getByLabelText('Expires (optional)'), '2000-01-01T10:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Make page' }));
    expect(await within(form).findAllByText('Enter a whole number of at least 1.')).toHaveLength(2);
    expect(within(form).getByText('Choose a time in the future.')).toBeVisible();
    expect(within(form).getByLabelText('At most this many files in all (optional)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** The pages could not be loaded. */
export const LoadFailed: Story = {
  parameters: { mocks: { scenarios: { listPublicUploadPages: 'error-500' } } },
  play: async ({ canvasElement }) => {
    await expectLoadFailed(canvasElement, 'The public upload pages could not be loaded.');
  },
};

/** An editor opens the page: a clear refusal. */
export const NotAnAdministrator: Story = {
  parameters: { mocks: { user: 'editor' } },
  play: async ({ canvasElement }) => {
    await expectRefusal(canvasElement, 'Only a super admin can manage public upload pages.');
  },
};
