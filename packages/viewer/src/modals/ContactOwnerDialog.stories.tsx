// <ContactOwnerDialog> on the mocks (spec 001 §5, §8): the required fields, the spam guard, the
// fields' bounds, and the message for each answer of the server (sent, 400, 404, 429, 501, 502).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CONTACT_MAX_EMAIL_LENGTH, CONTACT_MAX_MESSAGE_LENGTH, CONTACT_MIN_FILL_MS } from '@vitrine/core';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

/** The fields are bounded as the server bounds them (core's CONTACT_MAX_*_LENGTH). */
export const Bounds: Story = {
  play: async () => {
    const dialog = await form();
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
      'maxlength',
      String(CONTACT_MAX_MESSAGE_LENGTH),
    );
    await expect(dialog.getByRole('textbox', { name: 'Your e-mail' })).toHaveAttribute(
      'maxlength',
      String(CONTACT_MAX_EMAIL_LENGTH),
    );
  },
};

/** Fills the form and sends it as if it had taken the 5 s the spam guard asks (spec 001 §5). */
async function fillAndSend() {
  const dialog = await form();
  await userEvent.type(dialog.getByRole('textbox', { name: 'Message' }), 'Is this photo free to use?');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Your e-mail' }), 'reader@example.com');
  const realNow = Date.now;
  Date.now = () => realNow() + CONTACT_MIN_FILL_MS;
  try {
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
  } finally {
    Date.now = realNow;
  }
  return dialog;
}

const shows = (text: string) =>
  waitFor(() => expect(within(document.body).getByText(text)).toBeInTheDocument(), { timeout: 5000 });

/** The server answers `status` with the server's error body (and `headers`). */
function answering(status: number, message: string, headers: Record<string, string> = {}) {
  return {
    msw: {
      handlers: [
        http.put('*/api/contactowner/:ownerId', () =>
          HttpResponse.json({ responseStatus: { errorCode: String(status), message } }, { status, headers }),
        ),
      ],
    },
  };
}

/** Sent (204): "Message has been successfully sent" (spec 001 §8) and the form closes. */
export const Sent: Story = {
  args: { onOpenChange: fn(), onSent: fn() },
  parameters: {
    msw: {
      handlers: [http.put('*/api/contactowner/:ownerId', () => new HttpResponse(null, { status: 204 }))],
    },
  },
  play: async ({ args }) => {
    await fillAndSend();
    await shows('Message has been successfully sent');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(args.onSent).toHaveBeenCalled();
  },
};

/** 400 from the server's spam guards or bounds: "Failed to send message!" (spec 001 §8); the form stays. */
export const RefusedByServer: Story = {
  args: { onOpenChange: fn() },
  parameters: answering(400, 'Failed to send message!'),
  play: async ({ args }) => {
    await fillAndSend();
    await shows('Failed to send message!');
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

/** 400 for a blank message (the server's own check): the spec's words under the field. */
export const MessageRequiredByServer: Story = {
  parameters: answering(400, 'Message field cannot be empty'),
  play: async () => {
    const dialog = await fillAndSend();
    await expect(await dialog.findByText('Message field cannot be empty')).toBeInTheDocument();
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** 404: the owner cannot be contacted (no e-mail address, or a file the sender may not see). */
export const NotContactable: Story = {
  parameters: answering(404, 'Owner 1 not found'),
  play: async () => {
    await fillAndSend();
    await shows('The owner of this file cannot be contacted.');
  },
};

/** 429 with Retry-After: the sender's ten messages of the hour are used up. */
export const TooManyMessages: Story = {
  parameters: answering(429, 'Failed to send message!', { 'Retry-After': '1500' }),
  play: async () => {
    await fillAndSend();
    await shows('You have sent too many messages. Try again in 25 minute(s).');
  },
};

/** 501: the server has no mail configured. */
export const NoMailOnServer: Story = {
  parameters: answering(501, 'This server does not offer this action.'),
  play: async () => {
    await fillAndSend();
    await shows('This server does not send messages to owners.');
  },
};

/** 502: the SMTP server refused or was unreachable (the message is kept): "Failed to send message!". */
export const MailFailed: Story = {
  parameters: answering(502, 'Failed to send message!'),
  play: async () => {
    await fillAndSend();
    await shows('Failed to send message!');
  },
};
