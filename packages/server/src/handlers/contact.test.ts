// Contact the owner over HTTP (spec 001 §5, §7, §8; contact/): the message reaches an SMTP server
// running in the test with the right To, Reply-To, subject and body; every refusal (required fields,
// the spam guards, bounds, a file the sender may not see, a wrong owner, an owner without e-mail, the
// hourly limit) sends and keeps nothing; an SMTP server that is down leaves the message stored as
// failed with "Failed to send message!"; hostile names and messages stay text. Without SMTP the
// feature is announced unavailable and answers 501. In the server and server-pg projects.
import { createServer as createNetServer } from 'node:net';
import type { components } from '@vitrine/api-client';
import type { RoleName } from '@vitrine/core';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { CONTACT_LIMIT } from '../contact/rules';
import { encodeJpegWithMetadata } from '../media';
import { TEST_SCRYPT_COST } from '../testing/contract';
import { type Agent, startTestServer, type TestServer } from '../testing/harness';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/mail';
import { uploadBytes } from '../testing/upload';

type Schemas = components['schemas'];

const PUBLIC_URL = 'https://vitrine.example';
const FROM = 'Vitrine <vitrine@vitrine.example>';

let smtp: TestSmtpServer;
let server: TestServer;
let editor: Agent;
let viewer: Agent;
let outsider: Agent;
let folderId: number;
let photoId: number;
let ownerId: number;

beforeAll(async () => {
  smtp = await startTestSmtpServer({ user: 'mailer', password: 's3cret pass' });
  server = await startTestServer({ smtpUrl: smtp.url, mailFrom: FROM, publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const photo = () =>
  encodeJpegWithMetadata(sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } }), {
    title: 'Harbour at dawn',
  });

async function addUser(userName: string, email: string | null, folder: number): Promise<number> {
  const db = server.app.vitrine.db;
  const { id } = await db
    .insertInto('users')
    .values({
      user_name: userName,
      email,
      password_hash: await hashPassword(`${userName}-password`, TEST_SCRYPT_COST),
      folder_id: null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', 'editor' satisfies RoleName)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('role_assignments')
    .values({ user_id: id, role_id: role.id, folder_id: folder, set_id: null, group_id: null })
    .execute();
  return id;
}

async function upload(agent: Agent, name: string, bytes: Uint8Array): Promise<number> {
  const [answer] = await uploadBytes<{ files: { Id: number }[] }>(
    server,
    agent,
    `/api/upload/${folderId}`,
    name,
    bytes,
  );
  if (answer?.status !== 200) throw new Error(`upload ${name}: ${answer?.status}`);
  return answer.body.files[0]?.Id as number;
}

beforeEach(async () => {
  await server.reset();
  smtp.received.length = 0;
  // Someone who may see only /Products: the workspace's files are hidden from them.
  await addUser('outsider', 'outsider@example.com', server.library.folders.products.id);
  editor = await server.as('editor');
  viewer = await server.as('viewer');
  outsider = server.agent();
  await outsider.signIn('outsider', 'outsider-password');
  const folder = await editor.call<{ id: number }>('POST', '/api/folder/addFolder', {
    Name: 'Shoot',
    ParentId: server.library.folders.workspace.id,
  });
  folderId = folder.body.id;
  photoId = await upload(editor, 'harbour.jpg', await photo());
  ownerId = server.library.userIds.editor;
});

const form = (overrides: Partial<Schemas['ContactRequest']> = {}): Schemas['ContactRequest'] => ({
  message: 'Could I use this photo on our poster?',
  addresserEmail: 'kenji@example.org',
  formFillTime: 12_000,
  secondEmail: '',
  imageId: photoId,
  ...overrides,
});

const contact = (agent: Agent, body: unknown, owner = ownerId) =>
  agent.call('PUT', `/api/contactowner/${owner}`, body);

const storedMessages = () =>
  server.app.vitrine.db.selectFrom('contact_messages').selectAll().orderBy('id').execute();

const failed = { responseStatus: { errorCode: 'BadRequest', message: 'Failed to send message!' } };

describe('contact the owner (spec 001 §5, §7, §8)', () => {
  it('mails the owner: To the owner, Reply-To the sender, the file named and linked, plain text', async () => {
    const answer = await contact(viewer, form());
    expect(answer.status).toBe(204);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    if (!mail) throw new Error('no mail');
    expect(mail.envelope.to).toEqual(['elena.novak@example.com']);
    expect(mail.envelope.from).toBe('vitrine@vitrine.example');
    expect(mail.headers.get('to')).toEqual(['elena.novak@example.com']);
    expect(mail.headers.get('reply-to')).toEqual(['kenji@example.org']);
    expect(mail.headers.get('from')).toEqual([FROM]);
    expect(mail.headers.get('subject')).toEqual(['Message about your file "Harbour at dawn"']);
    expect(mail.headers.get('content-type')?.[0]).toMatch(/^text\/plain; charset=utf-8/);
    expect(mail.text).toContain('kenji@example.org sent you a message about your file "Harbour at dawn"');
    expect(mail.text).toContain('File name: harbour.jpg');
    expect(mail.text).toContain(`Open it: ${PUBLIC_URL}/folders/${folderId}?image=${photoId}`);
    expect(mail.text).toContain('\nCould I use this photo on our poster?\n');
    const [row] = await storedMessages();
    expect(row).toMatchObject({
      owner_id: ownerId,
      file_id: photoId,
      sender_user_id: server.library.userIds.viewer,
      addresser_email: 'kenji@example.org',
      message: 'Could I use this photo on our poster?',
      recipient_email: 'elena.novak@example.com',
      status: 'sent',
      error: null,
    });
    expect(row?.sent_at).not.toBeNull();
  });

  it('announces the feature, and tells which owners may be contacted (ImageOwner.contactable)', async () => {
    const config = await viewer.call<Schemas['AdvancedConfig']>('GET', '/api/config/advanced');
    expect(config.body.unavailableFeatures).not.toContain('contactOwner');
    const details = await viewer.call<Schemas['ImageDetail']>(
      'GET',
      `/api/images/${photoId}?skipImgLogUpdate=true`,
    );
    expect(details.body.owner).toMatchObject({ id: ownerId, contactable: true });

    // An owner without an e-mail address: not offered, and refused like an unknown owner (404).
    const silentId = await addUser('silent', null, server.library.folders.workspace.id);
    const silent = server.agent();
    await silent.signIn('silent', 'silent-password');
    const theirs = await upload(silent, 'quiet.jpg', await photo());
    const quiet = await viewer.call<Schemas['ImageDetail']>(
      'GET',
      `/api/images/${theirs}?skipImgLogUpdate=true`,
    );
    expect(quiet.body.owner).toMatchObject({ id: silentId, contactable: false });
    const answer = await contact(viewer, form({ imageId: theirs }), silentId);
    expect(answer.status).toBe(404);
    expect(smtp.received).toHaveLength(0);
  });

  it('refuses empty fields with the spec words, before anything else (spec 001 §5)', async () => {
    const empty = await contact(viewer, form({ message: '   ' }));
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      responseStatus: { errorCode: 'BadRequest', message: 'Message field cannot be empty' },
    });
    const noEmail = await contact(viewer, form({ addresserEmail: '' }));
    expect(noEmail.status).toBe(400);
    expect(noEmail.body).toEqual({
      responseStatus: { errorCode: 'BadRequest', message: 'Email field cannot be empty' },
    });
    expect(smtp.received).toHaveLength(0);
    expect(await storedMessages()).toEqual([]);
  });

  it('refuses the spam guards with "Failed to send message!": under 5000 ms, the hidden field filled', async () => {
    expect((await contact(viewer, form({ formFillTime: 4999 }))).body).toEqual(failed);
    expect((await contact(viewer, form({ secondEmail: 'bot@example.com' }))).body).toEqual(failed);
    expect((await contact(viewer, form({ formFillTime: 5000 }))).status).toBe(204);
    expect(smtp.received).toHaveLength(1);
    expect(await storedMessages()).toHaveLength(1);
  });

  it('bounds every input: message length, one plain address, no line breaks in it', async () => {
    const long = await contact(viewer, form({ message: 'x'.repeat(5001) }));
    expect(long.status).toBe(400);
    for (const addresserEmail of [
      'victim@example.com, other@example.com',
      'kenji@example.org\r\nBcc: victim@example.com',
      'Kenji <kenji@example.org>',
      'not-an-address',
      `${'a'.repeat(250)}@example.org`,
    ]) {
      const answer = await contact(viewer, form({ addresserEmail }));
      expect(answer.status, addresserEmail).toBe(400);
    }
    expect((await contact(viewer, form({ message: 'null \u0000 byte' }))).body).toEqual(failed);
    expect((await contact(viewer, form({ message: 'y'.repeat(5000) }))).status).toBe(204);
    expect(smtp.received).toHaveLength(1);
  });

  it('answers 404 for a file the sender may not see, one that is not there, or another owner', async () => {
    const hidden = await contact(outsider, form());
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({
      responseStatus: { errorCode: 'NotFound', message: `Image ${photoId} was not found.` },
    });
    expect((await contact(viewer, form({ imageId: photoId + 1000 }))).status).toBe(404);
    // The file is visible, but ownerId is not its owner: as an unknown person, whoever that is.
    const wrongOwner = await contact(viewer, form(), server.library.userIds.superAdmin);
    expect(wrongOwner.status).toBe(404);
    const nobody = await contact(viewer, form(), 999_999);
    expect(nobody.body).toEqual({
      responseStatus: { errorCode: 'NotFound', message: 'Owner 999999 was not found.' },
    });
    expect(wrongOwner.body).toEqual({
      responseStatus: {
        errorCode: 'NotFound',
        message: `Owner ${server.library.userIds.superAdmin} was not found.`,
      },
    });
    expect(smtp.received).toHaveLength(0);
    expect(await storedMessages()).toEqual([]);
  });

  it('keeps hostile names and messages as text: no markup, no header or recipient injection', async () => {
    const hostile = 'Evil"\r\nBcc: victim@example.com\r\n\r\n<script>alert(1)</script>';
    await server.app.vitrine.db
      .updateTable('files')
      .set({ title: hostile, file_name: '<img src=x onerror=alert(1)>.jpg' })
      .where('id', '=', photoId)
      .execute();
    const message = '<b>bold</b>\r\nBcc: victim@example.com\n{sender} {file} =?utf-8?Q?x?=';
    expect((await contact(viewer, form({ message }))).status).toBe(204);
    const mail = smtp.received[0];
    if (!mail) throw new Error('no mail');
    expect(mail.envelope.to).toEqual(['elena.novak@example.com']);
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.headers.get('subject')).toEqual([
      'Message about your file "Evil" Bcc: victim@example.com <script>alert(1)</script>"',
    ]);
    expect(mail.raw).not.toMatch(/text\/html/i);
    expect(mail.text).toContain('File name: <img src=x onerror=alert(1)>.jpg');
    expect(mail.text).toContain('<b>bold</b>\nBcc: victim@example.com\n{sender} {file} =?utf-8?Q?x?=');
  });

  it(`holds a sender back after ${CONTACT_LIMIT.messages} messages in an hour: 429 with Retry-After`, async () => {
    for (let i = 0; i < CONTACT_LIMIT.messages; i++) {
      expect((await contact(viewer, form({ message: `message ${i}` }))).status).toBe(204);
    }
    const held = await contact(viewer, form());
    expect(held.status).toBe(429);
    expect(held.body).toEqual({
      responseStatus: { errorCode: 'TooManyMessages', message: 'Failed to send message!' },
    });
    expect(Number(held.headers['retry-after'])).toBe(3600);
    // Counted per client address too: another person from the same address is held.
    expect((await contact(editor, form())).status).toBe(429);
    expect(smtp.received).toHaveLength(CONTACT_LIMIT.messages);
  });
});

describe('contact the owner when mail fails or is not configured', () => {
  it('keeps the message as failed and answers 502 "Failed to send message!" when SMTP is down', async () => {
    const closed = createNetServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = await startTestServer({
      smtpUrl: `smtp://mailer:hunter2@127.0.0.1:${port}`,
      mailFrom: FROM,
    });
    try {
      const owner = await down.as('editor');
      const folder = await owner.call<{ id: number }>('POST', '/api/folder/addFolder', {
        Name: 'Down',
        ParentId: down.library.folders.workspace.id,
      });
      const [uploaded] = await uploadBytes<{ files: { Id: number }[] }>(
        down,
        owner,
        `/api/upload/${folder.body.id}`,
        'down.jpg',
        await photo(),
      );
      const imageId = uploaded?.body.files[0]?.Id as number;
      const sender = await down.as('viewer');
      const answer = await sender.call('PUT', `/api/contactowner/${down.library.userIds.editor}`, {
        ...form(),
        imageId,
      });
      expect(answer.status).toBe(502);
      expect(answer.body).toEqual({
        responseStatus: { errorCode: 'MailNotSent', message: 'Failed to send message!' },
      });
      const rows = await down.app.vitrine.db.selectFrom('contact_messages').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'failed', message: form().message, sent_at: null });
      expect(rows[0]?.error).toMatch(/ECONNREFUSED/);
      expect(rows[0]?.error).not.toContain('hunter2');
    } finally {
      await down.close();
    }
  });

  it('without an SMTP server: contactOwner is listed unavailable and answers 501', async () => {
    const plain = await startTestServer();
    try {
      const guest = plain.agent();
      const config = await guest.call<Schemas['AdvancedConfig']>('GET', '/api/config/advanced');
      expect(config.body.unavailableFeatures).toContain('contactOwner');
      const answer = await guest.call('PUT', '/api/contactowner/1', form({ imageId: 1 }));
      expect(answer.status).toBe(501);
      expect(answer.body).toEqual({
        responseStatus: { errorCode: 'NotImplemented', message: 'This server does not offer this action.' },
      });
    } finally {
      await plain.close();
    }
  });
});
