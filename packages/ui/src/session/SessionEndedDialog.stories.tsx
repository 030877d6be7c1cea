// <SessionEndedDialog> on the mocks: a page of a host signed in; the session ends on the server
// (the mocks answer the next call 401), the client's session middleware tells the session, and the
// dialog comes over the page, which keeps what was typed in it; signing in again closes it and puts
// focus back. The same for the guest when guest access ends.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useId, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createSessionApi } from '../api/session';
import { useClient } from '../provider/hooks';
import { sessionMiddleware } from './middleware';
import { SessionEndedDialog, type SessionEndedDialogProps } from './SessionEndedDialog';
import { createSessionStore, type SessionStore } from './session-store';
import { useSession } from './useSession';

const usage = `import { createVitrineClient } from '@vitrine/api-client';
import { createSession, identityOf, SessionEndedDialog, useSession, VitrineProvider } from '@vitrine/ui';
import '@vitrine/ui/styles.css';

const client = createVitrineClient({ baseUrl: 'https://dam.example.com', credentials: 'include' });
const session = createSession(client, { onSessionEnded: ({ user }) => console.info(user.name) });

function Gallery() {
  const snapshot = useSession(session);
  return (
    // A new provider (query cache) per identity: nothing of one user is shown to the next.
    <VitrineProvider key={identityOf(snapshot)} client={client}>
      {/* The page stays under the dialog, inert, with everything typed in it. */}
      <main inert={snapshot.phase === 'expired'}>
        <MyWidgets />
      </main>
      <SessionEndedDialog session={session} />
    </VitrineProvider>
  );
}`;

/**
 * A host page: a note field, and a button whose call answers 401 when the story's scenario says so
 * (the session ended on the server). The story's client gets the session middleware for the story's
 * lifetime, as `createSession(client)` gives it for good.
 */
function HostPage(props: Omit<SessionEndedDialogProps, 'session'> & { session?: SessionStore }) {
  const { session: _ignored, ...rest } = props;
  const client = useClient();
  const id = useId();
  const [session] = useState(() => createSessionStore(createSessionApi(client), { memory: null }));
  useEffect(() => {
    const middleware = sessionMiddleware(session);
    client.use(middleware);
    return () => client.eject(middleware);
  }, [client, session]);
  const snapshot = useSession(session);
  return (
    <>
      <main inert={snapshot.phase === 'expired'} data-phase={snapshot.phase}>
        <label htmlFor={`${id}-note`}>Note</label> <input id={`${id}-note`} type="text" />{' '}
        <button type="button" className="vt-ui__button" onClick={() => void client.GET('/api/pinneditems')}>
          Load pinned items
        </button>
      </main>
      <SessionEndedDialog {...rest} session={session} />
    </>
  );
}

const meta = {
  title: 'ui/SessionEndedDialog',
  component: SessionEndedDialog,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    // The session ends on the server: the next call answers 401.
    mocks: { scenarios: { getPinnedItems: 'error-401' } },
  },
  argTypes: { session: { control: false } },
  args: { onSignedIn: fn() },
  render: (args) => <HostPage {...args} />,
} satisfies Meta<typeof SessionEndedDialog>;

export default meta;
type Story = StoryObj<typeof HostPage>;

const page = () => within(document.body);

/** Waits for the page to be signed in (the mocks' current user), types a note and makes the failing call. */
async function endTheSession(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvasElement.querySelector('main')).toHaveAttribute('data-phase', 'active'));
  await userEvent.type(canvas.getByLabelText('Note'), 'half-written caption');
  const load = canvas.getByRole('button', { name: 'Load pinned items' });
  await userEvent.click(load);
  return { canvas, load };
}

/**
 * A signed-in user's session ends: the dialog says so, with the user name filled in and focus on
 * the password, over the inert page. Signing in again closes it, calls `onSignedIn`, and the page
 * is as it was, focus back on the button that made the call.
 */
export const SessionEnded: Story = {
  parameters: { docs: { source: { code: usage, language: 'tsx' }, canvas: { sourceState: 'shown' } } },
  play: async ({ canvasElement, args }) => {
    const { canvas, load } = await endTheSession(canvasElement);
    const dialog = await page().findByRole('dialog', { name: 'Your session has expired' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription(
      'Sign in again to carry on where you were. This page and everything you typed stay as they are.',
    );
    await expect(canvasElement.querySelector('main')).toHaveAttribute('inert');
    await expect(within(dialog).getByLabelText('User name')).toHaveValue('admin');
    await waitFor(() => expect(within(dialog).getByLabelText('Password')).toHaveFocus());
    // Escape does not dismiss it: every call would fail until someone signs in.
    await userEvent.keyboard('{Escape}');
    await expect(page().getByRole('dialog')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(args.onSignedIn).toHaveBeenCalledWith({ user: expect.objectContaining({ name: 'admin' }) });
    await expect(canvasElement.querySelector('main')).not.toHaveAttribute('inert');
    await expect(canvas.getByLabelText('Note')).toHaveValue('half-written caption');
    await waitFor(() => expect(load).toHaveFocus());
  },
};

/** A wrong password in the dialog is said there; the dialog stays. */
export const WrongPasswordInTheDialog: Story = {
  play: async ({ canvasElement }) => {
    await endTheSession(canvasElement);
    const dialog = await page().findByRole('dialog', { name: 'Your session has expired' });
    const userName = within(dialog).getByLabelText('User name');
    await userEvent.clear(userName);
    await userEvent.type(userName, 'nobody');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Invalid user name or password.'),
    );
    await expect(page().getByRole('dialog')).toBeInTheDocument();
  },
};

/** The guest's access ends (guest access turned off): the dialog asks to sign in, the user name empty. */
export const GuestAccessEnded: Story = {
  parameters: { mocks: { user: 'guest', scenarios: { getPinnedItems: 'error-401' } } },
  play: async ({ canvasElement }) => {
    await endTheSession(canvasElement);
    const dialog = await page().findByRole('dialog', { name: 'Sign in to continue' });
    await expect(dialog).toHaveAccessibleDescription(
      'Guest access has ended. Sign in to carry on where you were.',
    );
    await expect(within(dialog).getByLabelText('User name')).toHaveValue('');
    await waitFor(() => expect(within(dialog).getByLabelText('User name')).toHaveFocus());
  },
};
