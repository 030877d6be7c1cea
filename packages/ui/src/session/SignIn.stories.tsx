// <SignIn> on the mocks: idle (and the form's own checks), a wrong password (the server's message,
// both fields marked, the password cleared), signing in (busy until the server answers), and the
// notices above the form. Each story has its own session over the story's client.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createSessionApi } from '../api/session';
import { useClient } from '../provider/hooks';
import { SignIn, type SignInProps } from './SignIn';
import { createSessionStore, type SessionStore } from './session-store';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { createSession, SignIn, useSession, VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';

const client = createVitrineClient({ baseUrl: 'https://dam.example.com', credentials: 'include' });
const session = createSession(client);

function Gallery() {
  const { phase } = useSession(session);
  if (phase === 'checking') return <p>Loading…</p>;
  if (phase === 'signed-out') return <SignIn session={session} autoFocus />;
  return <MyWidgets />;
}

<VitrineProvider client={client}>
  <Gallery />
</VitrineProvider>`;

/** The form over a session of its own, made once over the story's client (the mocks answer it). */
function StorySignIn(
  props: Omit<SignInProps, 'session'> & {
    session?: SessionStore;
    notice?: 'signed-out';
    /** A user name that fails five sign-ins before the form shows (the mocks then hold it back). */
    failuresFirst?: string;
  },
) {
  const { session: _ignored, notice, failuresFirst, ...rest } = props;
  const client = useClient();
  const [session] = useState(() => {
    const store = createSessionStore(createSessionApi(client), { memory: null });
    // The notice a host sees after signing out: sign out first (the mocks answer 204).
    if (notice === 'signed-out') void store.signOut();
    return store;
  });
  const [ready, setReady] = useState(failuresFirst === undefined);
  useEffect(() => {
    if (failuresFirst === undefined) return;
    void (async () => {
      for (let i = 0; i < 5; i++) await session.signIn(failuresFirst, '');
      setReady(true);
    })();
  }, [failuresFirst, session]);
  return ready ? <SignIn {...rest} session={session} /> : null;
}

const meta = {
  title: 'ui/SignIn',
  component: SignIn,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  argTypes: { session: { control: false } },
  args: { onSignedIn: fn(), autoFocus: true },
  render: (args) => <StorySignIn {...args} />,
} satisfies Meta<typeof SignIn>;

export default meta;
type Story = StoryObj<typeof StorySignIn>;

const form = (canvasElement: HTMLElement) => within(canvasElement);

/**
 * The form as a visitor finds it: focus in the user name. Sending it empty says what is missing,
 * field by field, before anything is sent; then the right credentials sign in (`onSignedIn`).
 */
export const Idle: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, args }) => {
    const canvas = form(canvasElement);
    const userName = canvas.getByLabelText('User name');
    await waitFor(() => expect(userName).toHaveFocus());
    const submit = canvas.getByRole('button', { name: 'Sign in' });
    await userEvent.click(submit);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter your user name.');
    await expect(userName).toHaveAttribute('aria-invalid', 'true');
    await expect(userName).toHaveAccessibleDescription('Enter your user name.');
    await userEvent.type(userName, 'elena.novak');
    await userEvent.click(submit);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter your password.');
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveFocus();
    await userEvent.type(password, 'secret');
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledTimes(1));
    await expect(args.onSignedIn).toHaveBeenCalledWith({
      user: expect.objectContaining({ name: 'elena.novak' }),
    });
    await expect(canvas.getByRole('alert')).toHaveTextContent('');
  },
};

/**
 * A wrong user name or password: the server's message (spec 000 §8), both fields marked invalid,
 * the password cleared and focused, `onSignedIn` not called.
 */
export const WrongPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = form(canvasElement);
    await userEvent.type(canvas.getByLabelText('User name'), 'nobody');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const alert = canvas.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Invalid user name or password.'));
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveValue('');
    await expect(password).toHaveFocus();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('User name')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('User name')).toHaveValue('nobody');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** While the server has not answered: the form is busy and the button says so; a second press sends nothing. */
export const SigningIn: Story = {
  parameters: { mocks: { scenarios: { signIn: 'slow' }, slowMs: 60_000 } },
  play: async ({ canvasElement, args }) => {
    const canvas = form(canvasElement);
    await userEvent.type(canvas.getByLabelText('User name'), 'admin');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const busy = await canvas.findByRole('button', { name: 'Signing in…' });
    await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(canvas.getByRole('button', { name: 'Signing in…' })).toBeInTheDocument();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** After signing out the form says so above its fields (a status, announced politely). */
export const AfterSigningOut: Story = {
  args: { notice: 'signed-out', autoFocus: false },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await expect(status).toHaveTextContent('You have signed out.');
  },
};

/** A server that does not answer: our words, no field marked, the password kept. */
export const ServerUnreachable: Story = {
  parameters: { mocks: { scenarios: { signIn: 'network-error' } } },
  play: async ({ canvasElement }) => {
    const canvas = form(canvasElement);
    await userEvent.type(canvas.getByLabelText('User name'), 'admin');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Could not sign in. Check your connection and try again.',
      ),
    );
    await expect(canvas.getByLabelText('Password')).toHaveValue('secret');
    await expect(canvas.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  },
};

/**
 * Sign-in held back by the server (429 TooManyAttempts, issue 13): the wait it gave (Retry-After:
 * 30 s on this scenario) in the user's language, no field marked, the password kept for the next try.
 */
export const TooManyAttempts: Story = {
  parameters: { mocks: { scenarios: { signIn: 'error-429' } } },
  play: async ({ canvasElement, args }) => {
    const canvas = form(canvasElement);
    await userEvent.type(canvas.getByLabelText('User name'), 'elena.novak');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Too many sign-in attempts. Try again in 30 seconds.',
      ),
    );
    await expect(canvas.getByLabelText('Password')).toHaveValue('secret');
    await expect(canvas.getByLabelText('User name')).not.toHaveAttribute('aria-invalid');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/**
 * The mocks hold a user name back as the server does: five wrong sign-ins as kenji.ito (the mocks
 * take an empty password as wrong) before the form shows, then the form's sign-in, even with a
 * right password, answers 429.
 */
export const HeldAfterFailures: Story = {
  args: { failuresFirst: 'kenji.ito' },
  play: async ({ canvasElement, args }) => {
    const canvas = form(canvasElement);
    const userName = await canvas.findByLabelText('User name');
    await userEvent.type(userName, 'kenji.ito');
    await userEvent.type(canvas.getByLabelText('Password'), 'right');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Too many sign-in attempts. Try again in 30 seconds.',
      ),
    );
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};
