// Share a folder with people over HTTP (issue 20; spec 000 §5 "The sharing user must exist in the
// users list or carry an e-mail"; handlers/folder-people.ts, users.ts): a known person gets the viewer
// role on the folder and sees it after signing in; the list, the idempotent add and "remove" touch
// only grants made this way; `share` is needed (403), someone the sharer may not know is not found,
// the disabled are refused, and no one hands out more than they hold. A person added by e-mail gets
// an invitation mail (through an SMTP server running in the test) whose set-password link lets them
// sign in and see that folder only; hostile names stay text; at most 20 invitations an hour.
import type { components } from '@vitrine/api-client';
import { INVITATION_LIMIT, PEOPLE_MESSAGES } from '@vitrine/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { TEST_SCRYPT_COST } from '../testing/contract';
import { type Agent, startTestServer, type TestServer } from '../testing/harness';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/mail';

type Schemas = components['schemas'];
type Page = { folders: { id: number; name: string }[] };

const PUBLIC_URL = 'https://vitrine.example';

let smtp: TestSmtpServer;
let server: TestServer;
let admin: Agent;
let editor: Agent;
let viewer: Agent;
let workspaceId: number;
let productsId: number;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  server = await startTestServer({
    smtpUrl: smtp.url,
    mailFrom: 'vitrine@vitrine.example',
    publicUrl: PUBLIC_URL,
  });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await server.reset();
  smtp.received.length = 0;
  admin = await server.as('superAdmin');
  editor = await server.as('editor');
  viewer = await server.as('viewer');
  workspaceId = server.library.folders.workspace.id;
  productsId = server.library.folders.products.id;
}, 60_000);

/** A person with a password and no grant at all. */
async function addPerson(userName: string, options: { disabled?: boolean } = {}): Promise<number> {
  const { id } = await server.app.vitrine.db
    .insertInto('users')
    .values({
      user_name: userName,
      email: `${userName}@example.com`,
      password_hash: await hashPassword(`${userName}-password`, TEST_SCRYPT_COST),
      folder_id: null,
      is_disabled: options.disabled ? 1 : 0,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function signedIn(userName: string, password = `${userName}-password`): Promise<Agent> {
  const agent = server.agent();
  await agent.signIn(userName, password);
  return agent;
}

const rootFolders = async (agent: Agent) =>
  (await agent.call<Page>('POST', '/api/folders/subfolders', { folderId: 'root' })).body.folders.map(
    (f) => f.name,
  );

const people = (agent: Agent, folderId = workspaceId) =>
  agent.call<{ people: Schemas['FolderPerson'][] }>('GET', `/api/folders/${folderId}/people`);

const share = (agent: Agent, userId: number, folderId = workspaceId) =>
  agent.call<Schemas['FolderPerson']>('POST', `/api/folders/${folderId}/people`, { userId });

describe('share a folder with someone in the users list (issue 20)', () => {
  it('gives them the folder: after signing in they see it, and only it', async () => {
    const ana = await addPerson('ana');
    expect(await rootFolders(await signedIn('ana'))).toEqual([]);
    const answer = await share(admin, ana);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      user: { id: ana, logicalId: 'ana', email: 'ana@example.com', folderId: null },
      sharedBy: 'admin',
    });
    expect(await rootFolders(await signedIn('ana'))).toEqual(['Marketing']);
    const role = await server.app.vitrine.db
      .selectFrom('role_assignments as a')
      .innerJoin('roles as r', 'r.id', 'a.role_id')
      .select(['r.name', 'a.via_people'])
      .where('a.user_id', '=', ana)
      .execute();
    expect(role).toEqual([{ name: 'viewer', via_people: 1 }]);
  });

  it('is idempotent, and lists the person once, by name, without e-mail for a colleague', async () => {
    const ana = await addPerson('ana');
    expect((await share(admin, ana)).status).toBe(200);
    expect((await share(admin, ana)).status).toBe(200);
    // The editor holds `share` on Marketing, and may now know ana (a grant on a folder they see).
    expect((await share(editor, ana)).status).toBe(200);
    const list = await people(editor);
    expect(list.status).toBe(200);
    expect(list.body.people).toEqual([
      { user: { id: ana, logicalId: 'ana', email: null, folderId: null }, sharedBy: 'admin' },
    ]);
    expect((await people(admin)).body.people.map((p) => p.user.email)).toEqual(['ana@example.com']);
  });

  it('needs share on the folder (403), and sees no folder it cannot see (404)', async () => {
    const ana = await addPerson('ana');
    await share(admin, ana);
    const refused = { responseStatus: { message: PEOPLE_MESSAGES.notAllowed } };
    // The viewer reads Marketing but may not share it; the editor may not share Products.
    expect(await people(viewer)).toMatchObject({ status: 403, body: refused });
    expect(await share(viewer, ana)).toMatchObject({ status: 403, body: refused });
    expect(await viewer.call('DELETE', `/api/folders/${workspaceId}/people/${ana}`)).toMatchObject({
      status: 403,
    });
    expect(await share(editor, ana, productsId)).toMatchObject({ status: 403, body: refused });
    expect((await people(await signedIn('ana'))).status).toBe(403);
    expect((await share(editor, ana, 999_999)).status).toBe(404);
    // Without a session: the guest (guest access is on in the fixture), who shares nothing.
    expect((await server.agent().call('GET', `/api/folders/${workspaceId}/people`)).status).toBe(403);
  });

  it('refuses a person the sharer may not know or who does not exist (404), the guest, and the disabled', async () => {
    const stranger = await addPerson('stranger');
    // Nobody shares anything with the stranger: the editor does not know them (GET /api/users).
    expect(await share(editor, stranger)).toMatchObject({
      status: 404,
      body: { responseStatus: { message: `User ${stranger} was not found.` } },
    });
    expect((await share(admin, 999_999)).status).toBe(404);
    const guest = await server.app.vitrine.db
      .selectFrom('users')
      .select('id')
      .where('is_guest', '=', 1)
      .executeTakeFirst();
    if (guest) expect((await share(admin, guest.id)).status).toBe(404);
    const gone = await addPerson('gone', { disabled: true });
    expect(await share(admin, gone)).toMatchObject({
      status: 400,
      body: { responseStatus: { message: PEOPLE_MESSAGES.disabled } },
    });
    expect((await people(admin)).body.people).toEqual([]);
  });

  it('never hands out more than the sharer holds there', async () => {
    const db = server.app.vitrine.db;
    const { id: roleId } = await db
      .insertInto('roles')
      .values({ name: 'sharer only', permissions: JSON.stringify(['share']) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sam = await addPerson('sam');
    const ana = await addPerson('ana');
    const brand = await db
      .selectFrom('folders')
      .select('id')
      .where('name', '=', 'Brand Assets')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('role_assignments')
      .values([
        { user_id: sam, role_id: roleId, folder_id: brand.id, set_id: null, group_id: null },
        { user_id: ana, role_id: roleId, folder_id: brand.id, set_id: null, group_id: null },
      ])
      .execute();
    expect(await share(await signedIn('sam'), ana, brand.id)).toMatchObject({
      status: 403,
      body: { responseStatus: { message: PEOPLE_MESSAGES.roleTooStrong } },
    });
  });

  it('takes back only access given by sharing', async () => {
    const ana = await addPerson('ana');
    await share(admin, ana);
    expect((await editor.call('DELETE', `/api/folders/${workspaceId}/people/${ana}`)).status).toBe(204);
    expect(await rootFolders(await signedIn('ana'))).toEqual([]);
    // Ana shares nothing with the editor any more (not found to them); the admin hears why.
    expect((await editor.call('DELETE', `/api/folders/${workspaceId}/people/${ana}`)).status).toBe(404);
    expect(await admin.call('DELETE', `/api/folders/${workspaceId}/people/${ana}`)).toMatchObject({
      status: 404,
      body: { responseStatus: { message: PEOPLE_MESSAGES.notShared('ana') } },
    });
    // The editor's own editor grant on Marketing was made on the permissions page: not touched.
    const editorId = server.library.userIds.editor;
    expect((await admin.call('DELETE', `/api/folders/${workspaceId}/people/${editorId}`)).status).toBe(404);
    const grants = await server.app.vitrine.db
      .selectFrom('role_assignments')
      .select('id')
      .where('user_id', '=', editorId)
      .where('folder_id', '=', workspaceId)
      .execute();
    expect(grants).toHaveLength(1);
  });
});

describe('add a person by e-mail: the invitation (issue 20, spec 000 §5 the add-by-email prompt)', () => {
  it('mails a set-password link that lets them sign in and see that folder only', async () => {
    const created = await editor.call<Schemas['CreatedUser']>('POST', '/api/users/create', {
      email: 'mia@example.org',
      folderId: workspaceId,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({
      logicalId: 'mia@example.org',
      folderId: workspaceId,
      invitation: 'sent',
    });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    if (!mail) throw new Error('no mail');
    expect(mail.envelope.to).toEqual(['mia@example.org']);
    expect(mail.headers.get('subject')).toEqual(['You have been given access to a folder in Vitrine']);
    expect(mail.headers.get('content-type')?.[0]).toMatch(/^text\/plain/);
    expect(mail.text).toContain('elena.novak shared the folder "Marketing" with you in Vitrine.');
    expect(mail.text).toContain('Your user name: mia@example.org');
    const token = /\/set-password#([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(mail.text).toContain(`${PUBLIC_URL}/set-password#${token}`);
    if (!token) throw new Error('no link in the mail');
    expect(
      (await server.agent().call('POST', '/api/passwordlink/use', { token, password: 'mias-new-password' }))
        .status,
    ).toBe(204);
    const mia = await signedIn('mia@example.org', 'mias-new-password');
    expect(await rootFolders(mia)).toEqual(['Marketing']);
    // The sharer sees them among the folder's people.
    expect((await people(editor)).body.people.map((p) => [p.user.logicalId, p.sharedBy])).toEqual([
      ['mia@example.org', 'elena.novak'],
    ]);
  });

  it('keeps hostile names text: one line, no header, no markup part', async () => {
    const hostile = 'Plans <b>x</b>\r\nBcc: evil@example.net';
    await server.app.vitrine.db
      .updateTable('folders')
      .set({ name: hostile })
      .where('id', '=', workspaceId)
      .execute();
    const created = await editor.call('POST', '/api/users/create', {
      email: 'mia@example.org',
      folderId: workspaceId,
    });
    expect(created.status).toBe(200);
    const mail = smtp.received[0];
    if (!mail) throw new Error('no mail');
    expect(mail.envelope.to).toEqual(['mia@example.org']);
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.headers.get('content-type')?.[0]).toMatch(/^text\/plain/);
    expect(mail.text).toContain('shared the folder "Plans <b>x</b> Bcc: evil@example.net" with you');
  });

  it('refuses a sharer without share, and a 21st invitation in an hour (429 with Retry-After)', async () => {
    expect(
      (await viewer.call('POST', '/api/users/create', { email: 'x@example.org', folderId: workspaceId }))
        .status,
    ).toBe(403);
    const now = Date.now();
    await server.app.vitrine.db
      .insertInto('people_invitations')
      .values(
        Array.from({ length: INVITATION_LIMIT.invitations }, (_, i) => ({
          sharer_id: server.library.userIds.editor,
          user_id: null,
          folder_id: workspaceId,
          outcome: 'sent',
          created_at_ms: now - 60_000 + i,
        })),
      )
      .execute();
    const answer = await editor.call('POST', '/api/users/create', {
      email: 'late@example.org',
      folderId: workspaceId,
    });
    expect(answer).toMatchObject({
      status: 429,
      body: {
        responseStatus: { errorCode: 'TooManyInvitations', message: PEOPLE_MESSAGES.tooManyInvitations },
      },
    });
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(3000);
    const late = await server.app.vitrine.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'late@example.org')
      .executeTakeFirst();
    expect(late).toBeUndefined();
    expect(smtp.received).toHaveLength(0);
  });
});
