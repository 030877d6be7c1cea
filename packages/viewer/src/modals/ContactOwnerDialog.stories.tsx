// <ContactOwnerDialog> on the mocks (spec 001 §5, §8): the required fields and the spam guard.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import { ContactOwnerDialog } from './ContactOwnerDialog';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { VitrineProvider } from '@vitrine/ui';
import { ContactOwnerDialog } from '@vitrine/viewer';
import '@vitrine/ui/styles.css';
import '@vitrine/viewer/styles.css';

<VitrineProvider client={createVitrineClient()}>
  <ContactOwnerDialog ownerId={image.owner.id} imageId={image.id} open={open} onOpenChange={setOpen} />
</VitrineProvider>`;

const meta = {
  title: 'viewer/ContactOwnerDialog',
  component: ContactOwnerDialog,
  tags: ['autodocs'],
  args: { ownerId: 1, imageId: 1, open: true, onOpenChange: () => {} },
  parameters: { layout: 'fullscreen', docs: { source: { code: usage } } },
} satisfies Meta<typeof ContactOwnerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = async () =>
  within(await within(document.body).findByRole('dialog', { name: 'Contact the owner' }));

/** The form: a message, the sender's e-mail (both required), a hidden honeypot. */
export const Empty: Story = {
  play: async () => {
    const dialog = await form();
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    await expect(dialog.getByRole('textbox', { name: 'Your e-mail' })).toBeInTheDocument();
  },
};

/** spec 001 §5: 'Email field cannot be empty'. */
export const EmailRequired: Story = {
  play: async () => {
    const dialog = await form();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Message' }), 'Is this photo free to use?');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await dialog.findByText('Email field cannot be empty')).toBeInTheDocument();
  },
};

/** spec 001 §5: a form sent within 5 s of opening is spam: 'Failed to send message!'. */
export const TooFast: Story = {
  play: async () => {
    const dialog = await form();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Message' }), 'Hello');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Your e-mail' }), 'a@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(within(document.body).getByText('Failed to send message!')).toBeInTheDocument(),
    );
  },
};
