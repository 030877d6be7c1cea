// Notifications by e-mail (issue 18; spec 000 §3 keys, §7 "Notifications"): events written to the
// outbox where they happen, one digest per person when the window has passed, read back from an SMTP
// server running in the test. One digest for an upload of 20 files; nothing for keys not subscribed to,
// for the person who made the change, or for files the person may not see when the digest goes; SMTP
// down keeps the rows and a later try sends them; without SMTP nothing is lost and the feature is
// announced unavailable, and a server started later with SMTP sends what was kept. In the server and
// server-pg projects.
import type { RoleName } from '@vitrine/core';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { writeSetting } from '../library/settings';
import { encodeJpegWithMetadata } from '../media';
import { createServer } from '../server';
import { TEST_SCRYPT_COST } from '../testing/contract';
import { type Agent, startTestServer, TEST_NOW, type TestServer } from '../testing/harness';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/mail';
import { uploadBytes } from '../testing/upload';
import { deliverNotifications, NOTIFICATION_RETRY_DELAYS_MS } from './delivery';
import { DIGEST_WINDOW_MS } from './outbox';

const PUBLIC_URL = 'https://vitrine.example';
const FROM = 'Vitrine <vitrine@vitrine.example>';
const VIEWER_ADDRESS = 'kenji.ito@example.com';

let smtp: TestSmtpServer;
let server: TestServer;
let clock = TEST_NOW;
let editor: Agent;
let viewer: Agent;
let folderId: number;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  server = await startTestServer({
    smtpUrl: smtp.url,
    mailFrom: FROM,
    publicUrl: PUBLIC_URL,
    now: () => clock,
  });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const photo = (shade: number) =>
  encodeJpegWithMetadata(
    sharp({ create: { width: 16, height: 12, channels: 3, background: { r: shade, g: 80, b: 120 } } }),
    {},
  );

async function upload(agent: Agent, name: string, target = folderId): Promise<number> {
  const [answer] = await uploadBytes<{ files: { Id: number }[] }>(
    server,
    agent,
    `/api/upload/${target}`,
    name,
    await photo(name.length * 7),
  );
  if (answer?.status !== 200) throw new Error(`upload ${name}: ${answer?.status}`);
  return answer.body.files[0]?.Id as number;
}

async function subscribe(agent: Agent, objectType: 'folder' | 'set' | 'image', id: number, keys: string[]) {
  const answer = await agent.call('PATCH', `/api/notifications/${objectType}/${id}`, { subscribeTo: keys });
  expect(answer.status).toBeLessThan(300);
}

/** The clock moved on, and the job run as the worker runs it when its time has come. */
async function later(ms: number): Promise<void> {
  clock = new Date(clock.getTime() + ms);
  await server.app.vitrineJobs.worker.idle();
}

const outbox = () =>
  server.app.vitrine.db.selectFrom('notification_outbox').selectAll().orderBy('id').execute();

async function addUser(userName: string, email: string, grantFolder: number): Promise<number> {
  const db = server.app.vitrine.db;
  const { id } = await db
    .insertInto('users')
    .values({
      user_name: userName,
      email,
      password_hash: await hashPassword(`${userName}-password`, TEST_SCRYPT_COST),
      folder_id: null,
      created_at: TEST_NOW.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', 'viewer' satisfies RoleName)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('role_assignments')
    .values({ user_id: id, role_id: role.id, folder_id: grantFolder, set_id: null, group_id: null })
    .execute();
  return id;
}

beforeEach(async () => {
  clock = TEST_NOW;
  await server.reset();
  smtp.received.length = 0;
  editor = await server.as('editor');
  viewer = await server.as('viewer');
  const folder = await editor.call<{ id: number }>('POST', '/api/folder/addFolder', {
    Name: 'Shoot',
    ParentId: server.library.folders.workspace.id,
  });
  folderId = folder.body.id;
});

describe('notification digests (spec 000 §3, §7)', () => {
  it('sends ONE digest for an upload of 20 files, after the window, with links, not to the uploader', async () => {
    // Subscribed on the folder above: its subfolders' files count (docs/decisions.md "Notifications").
    await subscribe(viewer, 'folder', server.library.folders.workspace.id, ['upload']);
    await subscribe(editor, 'folder', folderId, ['upload']);
    const ids: number[] = [];
    for (let i = 1; i <= 20; i++) ids.push(await upload(editor, `harbour-${String(i).padStart(2, '0')}.jpg`));

    await later(DIGEST_WINDOW_MS - 1000);
    expect(smtp.received).toHaveLength(0);
    await later(1000);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    if (!mail) throw new Error('no mail');
    expect(mail.envelope.to).toEqual([VIEWER_ADDRESS]);
    expect(mail.headers.get('from')).toEqual([FROM]);
    expect(mail.headers.get('subject')).toEqual(['Vitrine: 20 changes to files you follow']);
    expect(mail.headers.get('content-type')?.[0]).toMatch(/^text\/plain; charset=utf-8/);
    expect(mail.text).toContain('Hello kenji.ito,');
    const config = await viewer.call<{ unavailableFeatures: string[] }>('GET', '/api/config/advanced');
    expect(config.body.unavailableFeatures).not.toContain('notificationDelivery');
    expect(mail.text).toContain('Uploaded, folder "Shoot" (20):');
    for (const [index, id] of ids.entries()) {
      const name = `harbour-${String(index + 1).padStart(2, '0')}.jpg`;
      expect(mail.text).toContain(`- ${name}: ${PUBLIC_URL}/folders/${folderId}?image=${id}\n`);
    }
    expect((await outbox()).map((row) => [row.user_id, row.status])).toEqual(
      ids.map(() => [server.library.userIds.viewer, 'sent']),
    );
    // Nothing more to send later.
    await later(DIGEST_WINDOW_MS * 2);
    expect(smtp.received).toHaveLength(1);
  });

  it('sends nothing for keys not subscribed to, and the subscribed ones of a file or a folder', async () => {
    await subscribe(viewer, 'folder', folderId, ['image-delete', 'image-move-in']);
    const kept = await upload(editor, 'kept.jpg');
    const gone = await upload(editor, 'gone.jpg');
    await later(DIGEST_WINDOW_MS);
    expect(smtp.received).toHaveLength(0);
    expect(await outbox()).toEqual([]);

    // Subscribed on the file itself to its workflow status.
    await subscribe(viewer, 'image', kept, ['image-workflow-status-change']);
    const statuses = await server.app.vitrine.db.selectFrom('workflow_statuses').select('id').execute();
    const status = statuses[0]?.id as number;
    const patched = await editor.call('PATCH', '/api/images', {
      imageIds: [kept],
      patches: [{ id: kept, field: 'workflowStatus', action: 'replace', value: String(status) }],
    });
    expect(patched.body).toEqual({ updatedIds: [kept] });
    const deleted = await editor.call('POST', '/api/images/delete', { imageIds: [gone] });
    expect(deleted.status).toBe(200);
    await later(DIGEST_WINDOW_MS);
    expect(smtp.received).toHaveLength(1);
    const text = smtp.received[0]?.text ?? '';
    expect(text).toContain(
      `Workflow status changed, folder "Shoot" (1):\n- kept.jpg: ${PUBLIC_URL}/folders/${folderId}?image=${kept}`,
    );
    // A deleted file has no link any more.
    expect(text).toContain('Deleted, folder "Shoot" (1):\n- gone.jpg\n');
    expect(text).not.toContain('Uploaded');
  });

  it('tells the source folder of a move out and the destination of a move in', async () => {
    const other = await editor.call<{ id: number }>('POST', '/api/folder/addFolder', {
      Name: 'Selects',
      ParentId: server.library.folders.workspace.id,
    });
    const file = await upload(editor, 'moving.jpg');
    await subscribe(viewer, 'folder', folderId, ['image-move-out']);
    await subscribe(viewer, 'folder', other.body.id, ['image-move-in']);
    const moved = await editor.call('PATCH', '/api/files', { fileIds: [file], newFolderId: other.body.id });
    expect(moved.status).toBe(200);
    await later(DIGEST_WINDOW_MS);
    expect(smtp.received).toHaveLength(1);
    const text = smtp.received[0]?.text ?? '';
    const link = `${PUBLIC_URL}/folders/${other.body.id}?image=${file}`;
    expect(text).toContain(`Moved in, folder "Selects" (1):\n- moving.jpg: ${link}`);
    expect(text).toContain(`Moved out, folder "Shoot" (1):\n- moving.jpg: ${link}`);
  });

  it('leaves out files the person may not see when the digest goes; nothing at all when they see none', async () => {
    const limitedId = await addUser('limited', 'limited@example.com', server.library.folders.workspace.id);
    const limited = server.agent();
    await limited.signIn('limited', 'limited-password');
    await subscribe(limited, 'folder', folderId, ['upload']);
    await subscribe(viewer, 'folder', folderId, ['upload']);
    await upload(editor, 'open.jpg');
    const expiring = await upload(editor, 'expired.jpg');
    // Expired by the time the digest goes: hidden from a viewer (spec 000 §6 images.seeExpired).
    await server.app.vitrine.db
      .updateTable('files')
      .set({ expiration_date: '2026-06-15' })
      .where('id', '=', expiring)
      .execute();
    // Their grant moves to /Products before the window ends: they see none of these files any more.
    await server.app.vitrine.db
      .updateTable('role_assignments')
      .set({ folder_id: server.library.folders.products.id })
      .where('user_id', '=', limitedId)
      .execute();
    await later(DIGEST_WINDOW_MS);
    expect(smtp.received.map((m) => m.envelope.to)).toEqual([[VIEWER_ADDRESS]]);
    const text = smtp.received[0]?.text ?? '';
    expect(text).toContain('Uploaded, folder "Shoot" (1):\n- open.jpg');
    expect(text).not.toContain('expired.jpg');
    const rows = await outbox();
    expect(rows.filter((r) => r.user_id === limitedId).map((r) => r.status)).toEqual(['dropped', 'dropped']);
  });

  it('does not record a delete for a subscriber who could not see the file', async () => {
    const limitedId = await addUser('limited', 'limited@example.com', server.library.folders.workspace.id);
    const limited = server.agent();
    await limited.signIn('limited', 'limited-password');
    await subscribe(limited, 'folder', folderId, ['image-delete']);
    const file = await upload(editor, 'secret.jpg');
    await server.app.vitrine.db
      .updateTable('files')
      .set({ expiration_date: '2020-01-01' })
      .where('id', '=', file)
      .execute();
    expect((await editor.call('POST', '/api/images/delete', { imageIds: [file] })).status).toBe(200);
    expect((await outbox()).filter((r) => r.user_id === limitedId)).toEqual([]);
    await later(DIGEST_WINDOW_MS);
    expect(smtp.received).toHaveLength(0);
  });

  it('records a delete for every file of a deleted folder tree, for those who could see them', async () => {
    const limitedId = await addUser('limited', 'limited@example.com', server.library.folders.workspace.id);
    const limited = server.agent();
    await limited.signIn('limited', 'limited-password');
    await subscribe(viewer, 'folder', server.library.folders.workspace.id, ['image-delete']);
    await subscribe(limited, 'folder', folderId, ['image-delete']);
    const below = await editor.call<{ id: number }>('POST', '/api/folder/addFolder', {
      Name: 'Outtakes',
      ParentId: folderId,
    });
    const top = await upload(editor, 'top.jpg');
    const deep = await upload(editor, 'deep.jpg', below.body.id);
    // Hidden from a viewer (spec 000 §6 images.seeExpired): no row for them.
    await server.app.vitrine.db
      .updateTable('files')
      .set({ expiration_date: '2020-01-01' })
      .where('id', '=', deep)
      .execute();
    expect((await editor.call('DELETE', `/api/folder/${folderId}`)).status).toBeLessThan(300);
    const rows = await outbox();
    expect(rows.map((r) => [r.user_id, r.event_key, r.file_id]).sort()).toEqual(
      [
        [server.library.userIds.viewer, 'image-delete', top],
        [limitedId, 'image-delete', top],
      ].sort(),
    );
    await later(DIGEST_WINDOW_MS);
    expect(smtp.received.map((m) => m.envelope.to).sort()).toEqual([
      [VIEWER_ADDRESS],
      ['limited@example.com'],
    ]);
    for (const mail of smtp.received) {
      // The folder is gone with its files: named so, the file without a link.
      expect(mail.text).toContain('Deleted, in a folder that no longer exists (1):\n- top.jpg\n');
      expect(mail.text).not.toContain('deep.jpg');
    }
  });

  it('records a delete for the files a move with override replaces', async () => {
    const other = await editor.call<{ id: number }>('POST', '/api/folder/addFolder', {
      Name: 'Selects',
      ParentId: server.library.folders.workspace.id,
    });
    const replaced = await upload(editor, 'same.jpg', other.body.id);
    const moving = await upload(editor, 'same.jpg');
    await subscribe(viewer, 'folder', other.body.id, ['image-delete', 'image-move-in']);
    const refused = await editor.call('PATCH', '/api/files', {
      fileIds: [moving],
      newFolderId: other.body.id,
    });
    expect(refused.status).toBe(409);
    expect(await outbox()).toEqual([]);
    const moved = await editor.call('PATCH', '/api/files', {
      fileIds: [moving],
      newFolderId: other.body.id,
      Override: true,
    });
    expect(moved.status).toBe(200);
    expect((await outbox()).map((r) => [r.event_key, r.file_id])).toEqual([
      ['image-delete', replaced],
      ['image-move-in', moving],
    ]);
    await later(DIGEST_WINDOW_MS);
    expect(smtp.received).toHaveLength(1);
    const text = smtp.received[0]?.text ?? '';
    expect(text).toContain('Deleted, folder "Selects" (1):\n- same.jpg\n');
    expect(text).toContain(
      `Moved in, folder "Selects" (1):\n- same.jpg: ${PUBLIC_URL}/folders/${other.body.id}?image=${moving}`,
    );
  });

  for (const setting of ['enableNotifications', 'subscriptionAllowed'] as const) {
    it(`records and sends nothing while the global setting ${setting} is off (spec 000 §3)`, async () => {
      const db = server.app.vitrine.db;
      await subscribe(viewer, 'folder', folderId, ['upload']);
      // Recorded while on, then turned off before the digest: it never goes.
      await upload(editor, 'before.jpg');
      await writeSetting(db, 'globalSettings', { [setting]: false });
      await upload(editor, 'while-off.jpg');
      expect((await outbox()).map((r) => r.file_name)).toEqual(['before.jpg']);
      await later(DIGEST_WINDOW_MS);
      expect(smtp.received).toHaveLength(0);
      expect((await outbox()).map((r) => r.status)).toEqual(['dropped']);
      // On again: the next event goes as usual, and only it.
      await writeSetting(db, 'globalSettings', { [setting]: true });
      await upload(editor, 'after.jpg');
      await later(DIGEST_WINDOW_MS);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.text).toContain('Uploaded, folder "Shoot" (1):\n- after.jpg');
    });
  }

  it('keeps names as plain text: hostile names are data, no HTML part, no line of their own', async () => {
    // Names read from storage may hold what the app's own forms refuse (spec 000 §5): written here directly.
    const db = server.app.vitrine.db;
    await db
      .updateTable('folders')
      .set({ name: '<img src=x onerror=alert(1)>' })
      .where('id', '=', folderId)
      .execute();
    await subscribe(viewer, 'folder', folderId, ['upload']);
    const id = await upload(editor, 'plain.jpg');
    await db
      .updateTable('files')
      .set({ file_name: '<b>bold</b>\nBcc: evil@example.com.jpg' })
      .where('id', '=', id)
      .execute();
    await later(DIGEST_WINDOW_MS);
    const mail = smtp.received[0];
    if (!mail) throw new Error('no mail');
    expect(mail.raw).not.toMatch(/text\/html/i);
    expect(mail.envelope.to).toEqual([VIEWER_ADDRESS]);
    expect(mail.text).toContain(
      `Uploaded, folder "<img src=x onerror=alert(1)>" (1):\n- <b>bold</b> Bcc: evil@example.com.jpg: ${PUBLIC_URL}/`,
    );
    expect(mail.text).not.toMatch(/^Bcc:/m);
    expect(mail.text).not.toContain('&lt;');
  });

  it('keeps the rows when SMTP is down and sends them at the retry after the backoff', async () => {
    await subscribe(viewer, 'folder', folderId, ['upload']);
    await upload(editor, 'retry.jpg');
    const db = server.app.vitrine.db;
    const down = { smtpUrl: 'smtp://127.0.0.1:1', from: FROM };
    const at = new Date(TEST_NOW.getTime() + DIGEST_WINDOW_MS);
    const failed = await deliverNotifications({ db, mail: down, publicUrl: PUBLIC_URL }, at);
    expect(failed).toMatchObject({ sent: 0, failed: 1 });
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(Number(row?.next_attempt_ms)).toBe(at.getTime() + NOTIFICATION_RETRY_DELAYS_MS[0]);

    const up = { db, mail: { smtpUrl: smtp.url, from: FROM }, publicUrl: PUBLIC_URL };
    // Not before the backoff has passed.
    expect(await deliverNotifications(up, new Date(at.getTime() + 30_000))).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(0);
    const retried = await deliverNotifications(up, new Date(at.getTime() + NOTIFICATION_RETRY_DELAYS_MS[0]));
    expect(retried).toMatchObject({ sent: 1, failed: 0, nextDueAt: null });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.text).toContain('- retry.jpg');
    expect((await outbox()).map((r) => r.status)).toEqual(['sent']);
  });
});

describe('notifications without SMTP', () => {
  it('keeps every event, says delivery is unavailable, and a server started with SMTP sends them', async () => {
    const bare = await startTestServer({ now: () => clock });
    let restarted: Awaited<ReturnType<typeof createServer>> | undefined;
    try {
      clock = TEST_NOW;
      const config = await bare
        .agent()
        .call<{ unavailableFeatures: string[] }>('GET', '/api/config/advanced');
      expect(config.body.unavailableFeatures).toContain('notificationDelivery');
      const reader = await bare.as('viewer');
      const writer = await bare.as('editor');
      await subscribe(reader, 'folder', bare.library.folders.workspace.id, ['upload']);
      const [answer] = await uploadBytes<{ files: { Id: number }[] }>(
        bare,
        writer,
        `/api/upload/${bare.library.folders.workspace.id}`,
        'waiting.jpg',
        await photo(10),
      );
      expect(answer?.status).toBe(200);
      clock = new Date(TEST_NOW.getTime() + DIGEST_WINDOW_MS * 3);
      await bare.app.vitrineJobs.worker.idle();
      const rows = await bare.app.vitrine.db.selectFrom('notification_outbox').selectAll().execute();
      expect(rows.map((r) => r.status)).toEqual(['pending']);
      await bare.app.close();

      // The same library with SMTP: what was kept goes out.
      restarted = await createServer({
        dataDir: bare.dataDir,
        ...(bare.databaseUrl ? { databaseUrl: bare.databaseUrl } : {}),
        scryptCost: TEST_SCRYPT_COST,
        now: () => clock,
        smtpUrl: smtp.url,
        mailFrom: FROM,
      });
      await restarted.ready();
      smtp.received.length = 0;
      await restarted.vitrineJobs.worker.idle();
      expect(smtp.received.map((m) => m.envelope.to)).toEqual([[VIEWER_ADDRESS]]);
      expect(smtp.received[0]?.text).toContain('- waiting.jpg\n');
      const configured = await restarted.inject({ method: 'GET', url: '/api/config/advanced' });
      expect(JSON.parse(configured.body).unavailableFeatures).not.toContain('notificationDelivery');
    } finally {
      await restarted?.close();
      await bare.close().catch(() => undefined);
    }
  });
});
