// <ShareWithPeopleDialog> on the mocks (issue 20; spec 000 §5 the add-by-email prompt, §7 users
// create): who has access (none, some), a person picked from the users list with the keyboard, an
// e-mail nobody has asks first then adds them (with or without an invitation mail), a name nobody has
// says to type an e-mail, a refused add or remove shows the server's message.
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

const refusal = (status: number, message: string) =>
  HttpResponse.json({ responseStatus: { errorCode: 'Forbidden', message } }, { status });

/** Two people given the folder, by name, with who shared it. */
const twoPeople = http.get('*/api/folders/:id/people', () =>
  HttpResponse.json({
    people: [
      { user: { id: 3, logicalId: 'kenji.ito', email: null, folderId: null }, sharedBy: 'elena.novak' },
      {
        user: { id: 9, logicalId: '<b>Zoë</b> & co', email: null, folderId: null },
        sharedBy: 'admin',
      },
    ],
  }),
);

/** Nobody has been given the folder yet. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/folders/:id/people', () => HttpResponse.json({ people: [] }))] },
  },
  play: async () => {
    const view = await dialog();
    await expect(await view.findByText('Nobody has been given this folder here yet.')).toBeInTheDocument();
    await expect(view.getByRole('combobox', { name: 'Name or e-mail' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Who has access, each with "Remove"; a name with markup is shown as text. */
export const WithPeople: Story = {
  parameters: { msw: { handlers: [twoPeople] } },
  play: async () => {
    const view = await dialog();
    const list = within(await view.findByRole('region', { name: 'People with access' }));
    await expect(await list.findByText('kenji.ito')).toBeInTheDocument();
    await expect(list.getByText('· shared by elena.novak')).toBeInTheDocument();
    await expect(list.getByText('<b>Zoë</b> & co')).toBeInTheDocument();
    await expect(list.getByRole('button', { name: 'Remove kenji.ito' })).toBeInTheDocument();
  },
};

/** Typing filters the users list; arrows and Enter pick someone, who is given the folder. */
export const PickFromList: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/folders/:id/people', () => HttpResponse.json({ people: [] }), { once: true }),
      ],
    },
  },
  play: async () => {
    const view = await dialog();
    const field = view.getByRole('combobox', { name: 'Name or e-mail' });
    await userEvent.type(field, 'kenj');
    const options = await view.findByRole('listbox', { name: 'People' });
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    // The super admin (the mocks' default user) sees e-mails.
    await expect(
      within(options)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['kenji.ito (kenji.ito@vitrine.test)']);
    await userEvent.keyboard('{ArrowDown}');
    const option = within(options).getByRole('option', { name: 'kenji.ito (kenji.ito@vitrine.test)' });
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', option.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(
      () => expect(view.getByRole('status')).toHaveTextContent('kenji.ito can now see this folder.'),
      {
        timeout: 5000,
      },
    );
    const list = within(view.getByRole('region', { name: 'People with access' }));
    await expect(
      await list.findByText('kenji.ito (kenji.ito@vitrine.test)', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** An e-mail nobody has: the add-by-email prompt, then the person is added. */
export const AddByEmail: Story = {
  play: async () => {
    const view = await dialog();
    await expect(view.getByText('Give people access to the folder Catalogue.')).toBeInTheDocument();
    await userEvent.type(
      view.getByRole('combobox', { name: 'Name or e-mail' }),
      'new.person@example.com{Enter}',
    );
    const prompt = await within(document.body).findByRole('alertdialog');
    await expect(prompt).toHaveTextContent(
      'new.person@example.com is not a user yet. Add them by e-mail, with access to the folder Catalogue?',
    );
    await userEvent.click(within(prompt).getByRole('button', { name: 'Add' }));
    await waitFor(
      () =>
        expect(view.getByRole('status')).toHaveTextContent(
          'new.person@example.com has been added and was e-mailed a link to choose a password.',
        ),
      {
        timeout: 5000,
      },
    );
    await expect(
      await view.findByText('new.person@example.com (new.person@example.com)'),
    ).toBeInTheDocument();
  },
};

/** The server sends no invitation mail: the dialog says an administrator must send the link. */
export const AddByEmailWithoutMail: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/users/create', () =>
          HttpResponse.json({
            id: 90,
            logicalId: 'new.person@example.com',
            email: 'new.person@example.com',
            folderId: 1,
            invitation: 'notConfigured',
          }),
        ),
      ],
    },
  },
  play: async () => {
    const view = await dialog();
    await userEvent.type(
      view.getByRole('combobox', { name: 'Name or e-mail' }),
      'new.person@example.com{Enter}',
    );
    const prompt = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Add' }));
    await waitFor(
      () =>
        expect(view.getByRole('status')).toHaveTextContent(
          'new.person@example.com has been added. An administrator must send them a password link.',
        ),
      { timeout: 5000 },
    );
  },
};

/** A name nobody has, and no e-mail to add them by. */
export const Unknown: Story = {
  play: async () => {
    const view = await dialog();
    const field = view.getByRole('combobox', { name: 'Name or e-mail' });
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
        http.post('*/api/users/create', () => refusal(403, 'You are not allowed to share this folder.')),
      ],
    },
  },
  play: async () => {
    const view = await dialog();
    await userEvent.type(
      view.getByRole('combobox', { name: 'Name or e-mail' }),
      'someone@example.com{Enter}',
    );
    const prompt = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Add' }));
    await expect(await view.findByText('You are not allowed to share this folder.')).toBeInTheDocument();
  },
};

/** Remove takes the access back; the server refusing says why, in its words. */
export const RemoveRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        twoPeople,
        http.delete('*/api/folders/:id/people/:userId', () =>
          refusal(403, 'You are not allowed to share this folder.'),
        ),
      ],
    },
  },
  play: async () => {
    const view = await dialog();
    await userEvent.click(await view.findByRole('button', { name: 'Remove kenji.ito' }));
    await expect(await view.findByText('You are not allowed to share this folder.')).toBeInTheDocument();
  },
};

/** Remove: the person no longer has access. */
export const Remove: Story = {
  parameters: {
    msw: {
      handlers: [
        twoPeople,
        http.delete('*/api/folders/:id/people/:userId', () => new HttpResponse(null, { status: 204 })),
      ],
    },
  },
  play: async () => {
    const view = await dialog();
    await userEvent.click(await view.findByRole('button', { name: 'Remove kenji.ito' }));
    await waitFor(
      () =>
        expect(view.getByRole('status')).toHaveTextContent('kenji.ito no longer has access to this folder.'),
      { timeout: 5000 },
    );
  },
};
