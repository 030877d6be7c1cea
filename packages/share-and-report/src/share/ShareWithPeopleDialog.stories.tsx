// <ShareWithPeopleDialog> on the mocks (issue 20; spec 000 §5 the add-by-email prompt, §7 users
// create): a person already in the users list is named; an e-mail nobody has asks first, then adds
// them with access to the folder; a name nobody has says to type an e-mail; a refused add shows the
// server's message.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '@vitrine/ui/styles.css';
import '../styles.css';
import { ShareWithPeopleDialog } from './ShareWithPeopleDialog';

const usage = `import { ShareWithPeopleDialog } from '@vitrine/share-and-report';

// With share on the folder, inside <VitrineProvider>:
<ShareWithPeopleDialog open={open} onOpenChange={setOpen} folderId={folder.id} folderName={folder.name} />`;

const meta = {
  title: 'share-and-report/ShareWithPeopleDialog',
  component: ShareWithPeopleDialog,
  tags: ['autodocs'],
  args: { open: true, onOpenChange: fn(), folderId: 1, folderName: 'Catalogue' },
  parameters: { docs: { source: { code: usage }, story: { inline: false, height: '520px' } } },
} satisfies Meta<typeof ShareWithPeopleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () =>
  within(await within(document.body).findByRole('dialog', { name: 'Share with people' }));

/** An e-mail nobody has: the add-by-email prompt, then the person is added. */
export const AddByEmail: Story = {
  play: async () => {
    const view = await dialog();
    await expect(view.getByText('Give people access to the folder Catalogue.')).toBeInTheDocument();
    await userEvent.type(
      view.getByRole('textbox', { name: 'Name or e-mail' }),
      'new.person@example.com{Enter}',
    );
    const prompt = await within(document.body).findByRole('alertdialog');
    await expect(prompt).toHaveTextContent(
      'new.person@example.com is not a user yet. Add them by e-mail, with access to the folder Catalogue?',
    );
    await userEvent.click(within(prompt).getByRole('button', { name: 'Add' }));
    await waitFor(
      () => expect(view.getByRole('status')).toHaveTextContent('new.person@example.com has been added.'),
      {
        timeout: 5000,
      },
    );
    await expect(
      await view.findByText('new.person@example.com (new.person@example.com)'),
    ).toBeInTheDocument();
  },
};

/** Someone in the users list: named, nothing added. */
export const Known: Story = {
  play: async () => {
    const view = await dialog();
    await userEvent.type(view.getByRole('textbox', { name: 'Name or e-mail' }), 'elena.novak{Enter}', {
      delay: 10,
    });
    await expect(
      await view.findByText('elena.novak already has an account.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};

/** A name nobody has, and no e-mail to add them by. */
export const Unknown: Story = {
  play: async () => {
    const view = await dialog();
    const field = view.getByRole('textbox', { name: 'Name or e-mail' });
    await userEvent.type(field, 'nobody{Enter}');
    await expect(
      await view.findByText('Nobody has this name. Type an e-mail address to add someone new.'),
    ).toBeInTheDocument();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server refuses the new person: its message. */
export const AddRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/users/create', () =>
          HttpResponse.json(
            {
              responseStatus: {
                errorCode: 'Forbidden',
                message: 'You are not allowed to share this folder.',
              },
            },
            { status: 403 },
          ),
        ),
      ],
    },
  },
  play: async () => {
    const view = await dialog();
    await userEvent.type(view.getByRole('textbox', { name: 'Name or e-mail' }), 'someone@example.com{Enter}');
    const prompt = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Add' }));
    await expect(await view.findByText('You are not allowed to share this folder.')).toBeInTheDocument();
  },
};
