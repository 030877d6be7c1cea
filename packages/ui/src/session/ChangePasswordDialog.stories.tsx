// <ChangePasswordDialog> on the mocks (issue 13): open, the dialog's own checks, a wrong current
// password (the server's refusal, that field marked and cleared), too many attempts (429), and a
// change that closes the dialog and calls onChanged. Signed in as the editor.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createSessionApi } from '../api/session';
import { useClient } from '../provider/hooks';
import { ChangePasswordDialog, type ChangePasswordDialogProps } from './ChangePasswordDialog';
import { createSessionStore } from './session-store';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { ChangePasswordDialog, createSession, VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';
import { useState } from 'react';

const client = createVitrineClient({ baseUrl: 'https://dam.example.com', credentials: 'include' });
const session = createSession(client);

function AccountMenu() {
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState('');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Change password</button>
      <p role="status">{said}</p>
      <ChangePasswordDialog
        session={session}
        open={open}
        onOpenChange={setOpen}
        onChanged={({ message }) => setSaid(message)}
      />
    </>
  );
}

<VitrineProvider client={client}>
  <AccountMenu />
</VitrineProvider>`;

/** The dialog over a session of its own, made once over the story's client (the mocks answer it). */
function StoryDialog(
  props: Omit<ChangePasswordDialogProps, 'session'> & {
    /** A password set before the dialog shows (the mocks take any until one is set). */
    passwordFirst?: string;
  },
) {
  const { passwordFirst, ...rest } = props;
  const client = useClient();
  const [session] = useState(() => createSessionStore(createSessionApi(client), { memory: null }));
  const [ready, setReady] = useState(passwordFirst === undefined);
  useEffect(() => {
    if (passwordFirst === undefined) return;
    void session.changePassword('anything', passwordFirst).then(() => setReady(true));
  }, [passwordFirst, session]);
  return ready ? <ChangePasswordDialog {...rest} session={session} /> : null;
}

const meta = {
  title: 'ui/ChangePasswordDialog',
  component: ChangePasswordDialog,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    mocks: { user: 'editor' },
    docs: {
      source: { code: usage, language: 'tsx' },
      canvas: { sourceState: 'shown' },
      story: { inline: false, height: '480px' },
    },
  },
  argTypes: { session: { control: false } },
  args: { defaultOpen: true, onChanged: fn(), onOpenChange: fn() },
  render: (args) => <StoryDialog {...args} />,
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof StoryDialog>;

const dialog = async () => within(await within(document.body).findByRole('dialog'));

/**
 * Open with focus in the current password. Sending too short a new password, or two that differ,
 * says so before anything is sent; then a good one changes the password: the dialog closes and
 * `onChanged` gets the message the host shows.
 */
export const Open: Story = {
  play: async ({ args }) => {
    const box = await dialog();
    const current = box.getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveFocus());
    await userEvent.type(current, 'anything');
    await userEvent.type(box.getByLabelText('New password'), 'short');
    await userEvent.click(box.getByRole('button', { name: 'Change password' }));
    await expect(box.getByRole('alert')).toHaveTextContent(
      'The new password must have at least 8 characters.',
    );
    await expect(box.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(box.getByLabelText('New password'), '-but-longer');
    await userEvent.type(box.getByLabelText('Repeat the new password'), 'short-but-longer!');
    await userEvent.click(box.getByRole('button', { name: 'Change password' }));
    await expect(box.getByRole('alert')).toHaveTextContent('The two new passwords are not the same.');
    await userEvent.clear(box.getByLabelText('Repeat the new password'));
    await userEvent.type(box.getByLabelText('Repeat the new password'), 'short-but-longer');
    await userEvent.click(box.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(args.onChanged).toHaveBeenCalledWith({
        message: 'Your password has been changed. You are signed out everywhere else.',
      }),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/**
 * A wrong current password: the server's refusal (400 WrongPassword) in the user's words, the field
 * marked, cleared and focused. (The mocks take any password until one is set: the story sets one
 * before the dialog shows, then types another.)
 */
export const WrongCurrentPassword: Story = {
  args: { passwordFirst: 'the-password-now' },
  play: async ({ args }) => {
    const box = await dialog();
    await userEvent.type(box.getByLabelText('Current password'), 'not-the-password');
    await userEvent.type(box.getByLabelText('New password'), 'a-new-password');
    await userEvent.type(box.getByLabelText('Repeat the new password'), 'a-new-password');
    await userEvent.click(box.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(box.getByRole('alert')).toHaveTextContent('The current password is not correct.'),
    );
    const current = box.getByLabelText('Current password');
    await expect(current).toHaveValue('');
    await expect(current).toHaveFocus();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription('The current password is not correct.');
    await expect(args.onChanged).not.toHaveBeenCalled();
  },
};

/** Too many wrong current passwords: held back like sign-in (429), with the wait in the user's words. */
export const TooManyAttempts: Story = {
  parameters: { mocks: { user: 'editor', scenarios: { changePassword: 'error-429' } } },
  play: async () => {
    const box = await dialog();
    await userEvent.type(box.getByLabelText('Current password'), 'anything');
    await userEvent.type(box.getByLabelText('New password'), 'a-new-password');
    await userEvent.type(box.getByLabelText('Repeat the new password'), 'a-new-password');
    await userEvent.click(box.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(box.getByRole('alert')).toHaveTextContent('Too many sign-in attempts. Try again in 30 seconds.'),
    );
  },
};
