// Notifications on the REAL reference server (issue 18, spec 000 §3 notification keys): the viewer
// subscribes to a folder's uploads through the tree's row menu (Notifications…, the folder's
// notifications dialog), the editor uploads 20 files into it through the API, and once the digest's
// window has passed (the server's clock moved on, the job worker run) exactly one e-mail reaches the
// viewer, from the test SMTP server, listing the 20 files; none reaches the uploader.
import { chunkFields, resolveUploadFlags, UPLOAD_WIRE } from '@vitrine/api-client';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { DIGEST_WINDOW_MS } from '../../packages/server/src/notifications/outbox.ts';
import { photoLikeJpeg } from '../../packages/server/src/testing/images.ts';
import {
  CONTRACT_USERS,
  serverAppForThisFile,
  signIn,
  uncaughtErrorsOf,
  waitForScreen,
} from './server-harness';

const server = serverAppForThisFile({ mail: true });
const VIEWER_ADDRESS = 'kenji.ito@example.com';

const opened: Page[] = [];
afterEach(async () => {
  for (const page of opened.splice(0)) {
    expect(uncaughtErrorsOf(page)).toEqual([]);
    await page.context().close();
  }
});

/** The session cookie of `credentials`, signed in through the API. */
async function sessionOf(credentials: { userName: string; password: string }): Promise<string> {
  const answer = await fetch(new URL('/api/session/signin', server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  expect(answer.status).toBe(200);
  const cookie = /vitrine_session=([^;]+)/.exec(answer.headers.getSetCookie().join('\n'))?.[1] ?? '';
  expect(cookie).not.toBe('');
  return cookie;
}

/** Uploads one file in one chunk as api-client's uploadFile sends it; answers its id. */
async function upload(cookie: string, folderId: number, fileName: string, bytes: Buffer): Promise<number> {
  const form = new FormData();
  for (const [field, value] of chunkFields({
    fileName,
    fileSize: bytes.length,
    chunk: { index: 0, count: 1, offset: 0, size: 0 },
    uniqueId: `notifications-${fileName}`,
    flags: resolveUploadFlags(),
  }))
    form.append(field, value);
  form.append(UPLOAD_WIRE.file, new Blob([bytes as Uint8Array<ArrayBuffer>]), fileName);
  const answer = await fetch(new URL(`/api/upload/${folderId}`, server.url), {
    method: 'POST',
    headers: { cookie: `vitrine_session=${cookie}` },
    body: form,
  });
  expect(answer.status).toBe(200);
  const id = ((await answer.json()) as { files?: { Id: number }[] }).files?.[0]?.Id;
  if (!id) throw new Error(`the upload of ${fileName} answered no file`);
  return id;
}

describe('notifications on the real server (issue 18)', () => {
  it('a subscriber receives ONE digest listing the 20 files another person uploaded', async () => {
    const mail = server.mail;
    if (!mail) throw new Error('the harness was started without mail');
    mail.received.length = 0;
    const workspace = server.library.folders.workspace;

    // The viewer subscribes through the tree: row menu → Notifications… → Files are uploaded → Save.
    const page = await server.open(`/folders/${workspace.id}`);
    opened.push(page);
    await waitForScreen(page, 'signin');
    await signIn(page, CONTRACT_USERS.viewer);
    await waitForScreen(page, 'main');
    const row = page
      .getByRole('navigation', { name: 'Library tree' })
      .getByRole('tree', { name: 'Folders' })
      .getByRole('treeitem', { name: workspace.name, exact: true });
    await row.waitFor();
    await row.click({ button: 'right' });
    await page.getByRole('menu').getByRole('menuitem', { name: 'Notifications…' }).click();
    const dialog = page.getByRole('dialog', { name: `Notifications for "${workspace.name}"` });
    await dialog.getByRole('checkbox', { name: 'Files are uploaded' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Success: Notification settings have been saved.', { exact: true }).waitFor();
    const stored = await server.app.vitrine.db
      .selectFrom('notification_subscriptions')
      .select(['user_id', 'object_type', 'object_id', 'subscribe_to'])
      .execute();
    expect(stored).toEqual([
      {
        user_id: server.library.userIds.viewer,
        object_type: 'folder',
        object_id: workspace.id,
        subscribe_to: JSON.stringify(['upload']),
      },
    ]);

    // The editor uploads 20 files into the folder through the API.
    const cookie = await sessionOf(CONTRACT_USERS.editor);
    const names = Array.from({ length: 20 }, (_, i) => `harbour-${String(i + 1).padStart(2, '0')}.jpg`);
    const ids: number[] = [];
    for (const [index, name] of names.entries())
      ids.push(await upload(cookie, workspace.id, name, await photoLikeJpeg(48, 32, index + 1)));

    // Nothing before the window has passed; then exactly one digest, to the viewer only.
    await server.advanceClock(DIGEST_WINDOW_MS - 60_000);
    expect(mail.received).toHaveLength(0);
    await server.advanceClock(60_000);
    expect(mail.received).toHaveLength(1);
    const digest = mail.received[0];
    if (!digest) throw new Error('no digest');
    expect(digest.envelope.to).toEqual([VIEWER_ADDRESS]);
    expect(digest.headers.get('subject')).toEqual(['Vitrine: 20 changes to files you follow']);
    expect(digest.text).toContain(`Uploaded, folder "${workspace.name}" (20):`);
    for (const name of names) expect(digest.text).toContain(`- ${name}`);
    expect(digest.text.match(/^- harbour-\d\d\.jpg/gm)).toHaveLength(20);

    // And nothing more later.
    await server.advanceClock(DIGEST_WINDOW_MS * 2);
    expect(mail.received).toHaveLength(1);
    const rows = await server.app.vitrine.db
      .selectFrom('notification_outbox')
      .select(['user_id', 'file_id', 'status'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual(
      ids.map((id) => ({ user_id: server.library.userIds.viewer, file_id: id, status: 'sent' })),
    );
  }, 60_000);
});
