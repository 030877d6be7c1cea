// A page of the reference app reloaded mid-upload resumes (issue 19) on the REAL server: the app
// keeps its upload queue in IndexedDB under a key of the signed-in user; after the reload it opens
// the Upload panel again into the folder with the file waiting to be chosen again, and the file
// chosen again goes on at the first missing chunk. The server's own chunk store says which chunks it
// received (chunk 0 once); the stored file's SHA-256 is the file's. Another user signing in on the
// same browser does not see the kept upload; its owner does.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidImage } from '../../packages/server/src/testing/images.ts';
import { chunkStoreFor } from '../../packages/server/src/upload/chunks.ts';
import {
  CONTRACT_USERS,
  serverAppForThisFile,
  signIn,
  uncaughtErrorsOf,
  waitForScreen,
} from './server-harness';
import { sha256OfFile } from './upload-page/harness';

const server = serverAppForThisFile();

const panel = (page: Page) => page.getByRole('dialog', { name: 'Upload files' });
const SIZE = 150_000_000;
const NAME = 'reload-in-app.bin';

let filesDir: string;
let path: string;
beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'vitrine-e2e-reload-'));
  path = join(filesDir, NAME);
  const out = createWriteStream(path);
  for (let written = 0; written < SIZE; ) {
    const part = randomBytes(Math.min(8 * 1024 * 1024, SIZE - written));
    written += part.length;
    if (!out.write(part)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
});
afterAll(async () => {
  await rm(filesDir, { recursive: true, force: true });
});

/**
 * Every chunk the server's chunk store took in and stored: upload key and chunk index, in order.
 * While `held`, chunks after chunk 0 wait at the server's door (their bytes unread), so the page is
 * reloaded with chunk 0 stored and the upload surely unfinished; `release` lets them in.
 */
function watchServerChunks(): {
  stored: { key: string; chunkIndex: number }[];
  release: () => void;
  stop: () => void;
} {
  const store = chunkStoreFor(server.app.vitrine);
  const stored: { key: string; chunkIndex: number }[] = [];
  const receive = store.receive;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  store.receive = async function (this: typeof store, chunk, complete) {
    if (chunk.chunkIndex > 0) await held;
    const outcome = await receive.call(this, chunk, complete);
    stored.push({ key: chunk.key, chunkIndex: chunk.chunkIndex });
    return outcome;
  } as typeof store.receive;
  return {
    stored,
    release,
    stop: () => {
      release();
      store.receive = receive;
    },
  };
}

/** The keys the app keeps in the page's IndexedDB (idb-keyval's store). */
function keptKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) {
            db.close();
            resolve([]);
            return;
          }
          const keys = db.transaction('keyval').objectStore('keyval').getAllKeys();
          keys.onsuccess = () => {
            db.close();
            resolve(keys.result.map(String));
          };
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}

/** Signs out by forgetting the session cookie, reloads, and signs in as `who`. */
async function signInAs(page: Page, who: { userName: string; password: string }): Promise<void> {
  await page.context().clearCookies();
  await page.reload();
  await waitForScreen(page, 'signin');
  await signIn(page, who);
  await waitForMain(page);
}

/** The page past loading and sign-in. */
async function waitForMain(page: Page): Promise<void> {
  await page.locator('main:not([data-screen="loading"]):not([data-screen="signin"])').waitFor();
}

describe('a reference app page reloaded mid-upload resumes (issue 19, real server)', {
  timeout: 300_000,
}, () => {
  it('reload after chunk 0: the panel comes back with the file waiting; chosen again, chunk 0 is not sent again; another user does not see it', async () => {
    const workspace = server.library.folders.workspace;
    const chunks = watchServerChunks();
    const page = await server.open(`/folders/${workspace.id}`);
    // Leaving the page during an upload asks first (spec 001 §8): the user confirms each time.
    page.on('dialog', (dialog) => void dialog.accept());
    try {
      await waitForScreen(page, 'signin');
      await signIn(page, CONTRACT_USERS.superAdmin);
      await waitForMain(page);
      await page.locator('.vt-views__topmenu').getByRole('button', { name: 'Upload' }).click();
      const dialog = panel(page);
      await dialog.getByLabel('Choose files to upload').setInputFiles([path]);

      // Chunk 0 stored by the server: reload.
      await expect
        .poll(() => chunks.stored.filter((chunk) => chunk.chunkIndex === 0).length, { timeout: 120_000 })
        .toBe(1);
      const key = chunks.stored[0]?.key ?? '';
      await page.reload();
      chunks.release();
      await waitForMain(page);

      // The app opened the panel again into the folder: the file waits to be chosen again.
      const again = panel(page);
      await again.waitFor({ timeout: 30_000 });
      await again.getByText('1 file of an earlier upload is waiting. Choose it again to go on.').waitFor();
      const row = again.locator('.vt-uploader__row');
      await expect.poll(() => row.count()).toBe(1);
      expect(await row.getAttribute('data-state')).toBe('needs-file');
      expect(await row.locator('.vt-uploader__name').textContent()).toBe(NAME);
      // 150,000,000 bytes as the panel words sizes (binary units).
      expect(await again.locator('.vt-uploader__overall').textContent()).toContain('of 143.1 MB');
      const admin = (await keptKeys(page)).filter((kept) => kept.startsWith('vitrine:upload:user:'));
      expect(admin).toHaveLength(1);

      // Another user on the same browser: nothing of the admin's upload, which stays kept.
      await signInAs(page, CONTRACT_USERS.editor);
      await page.waitForLoadState('networkidle');
      expect(await panel(page).count()).toBe(0);
      expect(await keptKeys(page)).toContain(admin[0]);

      // The admin again, signing in on All files this time: the panel is back, into the folder the
      // files go to, named though no folder is selected; the same file chosen again completes.
      await page.goto(new URL('/all', page.url()).href);
      await signInAs(page, CONTRACT_USERS.superAdmin);
      const back = panel(page);
      await back.waitFor({ timeout: 30_000 });
      await back.getByText(`Into the folder ${workspace.name}`, { exact: true }).waitFor();
      const before = chunks.stored.length;
      await back.getByLabel('Choose the files again').setInputFiles([path]);
      await back.locator('.vt-uploader__state[data-state="done"]').waitFor({ timeout: 240_000 });
      // The server took chunk 0 once, before the reload; after it only the chunks it lacked.
      const ofThisUpload = chunks.stored.filter((chunk) => chunk.key === key);
      expect(ofThisUpload.filter((chunk) => chunk.chunkIndex === 0)).toHaveLength(1);
      expect(chunks.stored.slice(before).map((chunk) => chunk.chunkIndex)).not.toContain(0);
      expect(new Set(ofThisUpload.map((chunk) => chunk.chunkIndex))).toEqual(new Set([0, 1, 2]));
      expect(new Set(chunks.stored.map((chunk) => chunk.key))).toEqual(new Set([key]));

      const file = await server.app.vitrine.db
        .selectFrom('files')
        .select(['id', 'content_hash'])
        .where('folder_id', '=', workspace.id)
        .where('file_name', '=', NAME)
        .execute();
      expect(file.map((row) => row.content_hash)).toEqual([await sha256OfFile(path)]);

      // Done: the panel closes, the kept queue is gone, the file shows in the folder.
      await back.getByRole('button', { name: 'Done' }).click();
      await back.waitFor({ state: 'detached' });
      await expect.poll(() => keptKeys(page)).not.toContain(admin[0]);
      await page
        .locator('.vt-views__view [role="gridcell"]')
        .filter({ hasText: NAME })
        .first()
        .waitFor({ timeout: 30_000 });
      expect(uncaughtErrorsOf(page)).toEqual([]);
    } finally {
      chunks.stop();
      await page.context().close();
    }
  });

  it('a kept upload whose folder is gone: the app says so plainly and discards it', async () => {
    const page = await server.open('/all');
    try {
      await waitForScreen(page, 'signin');
      await signIn(page, CONTRACT_USERS.superAdmin);
      await waitForMain(page);
      const { userId, folderId } = await page.evaluate(async () => {
        const me = (await (await fetch('/api/session/currentuser')).json()) as { id: number };
        const folder = await fetch('/api/folder/addFolder', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ Name: 'Short-lived', ParentId: 0 }),
        });
        const folderId = ((await folder.json()) as { id: number }).id;
        const gone = await fetch(`/api/folder/${folderId}`, { method: 'DELETE' });
        if (!gone.ok) throw new Error(`DELETE folder: ${gone.status}`);
        return { userId: me.id, folderId };
      });
      // Signed out (the app reads no kept upload on the sign-in page), the browser holds what the
      // engine keeps of an upload into that folder cut short by a reload.
      await page.context().clearCookies();
      await page.reload();
      await waitForScreen(page, 'signin');
      const key = `vitrine:upload:user:${userId}`;
      await page.evaluate(
        ({ key, folderId }) =>
          new Promise<void>((resolve, reject) => {
            const open = indexedDB.open('keyval-store');
            open.onupgradeneeded = () => open.result.createObjectStore('keyval');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const db = open.result;
              const put = db
                .transaction('keyval', 'readwrite')
                .objectStore('keyval')
                .put(
                  {
                    version: 1,
                    target: { kind: 'folder', folderId },
                    flags: {},
                    items: [
                      {
                        id: 'i1',
                        uniqueId: 'u1',
                        name: 'lost.jpg',
                        size: 1000,
                        type: 'image/jpeg',
                        lastModified: 1,
                        state: 'uploading',
                        nameChecked: true,
                      },
                    ],
                  },
                  key,
                );
              put.onsuccess = () => {
                db.close();
                resolve();
              };
              put.onerror = () => reject(put.error);
            };
          }),
        { key, folderId },
      );
      expect(await keptKeys(page)).toContain(key);
      await signIn(page, CONTRACT_USERS.superAdmin);
      await waitForMain(page);
      await page
        .locator('.vt-ui__toast-message', {
          hasText:
            'An earlier upload cannot go on: its folder is gone or no longer takes uploads. It was discarded.',
        })
        .waitFor({ timeout: 30_000 });
      expect(await panel(page).count()).toBe(0);
      await expect.poll(() => keptKeys(page)).not.toContain(key);
      expect(uncaughtErrorsOf(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it("the viewer's new version cut short by a reload waits in the Replace panel the next time it opens; chosen again, chunk 0 is not sent again", async () => {
    const id = await server.addToWorkspace('harbour.jpg', await solidImage(640, 480, 'jpeg', '#2050c0'));
    // Two chunks (spec 001 §9): a JPEG with bytes after its end marker, 70,000,000 bytes in all.
    const picture = await solidImage(300, 500, 'jpeg', '#d02020');
    const version = join(filesDir, 'harbour-v2.jpg');
    await writeFile(version, Buffer.concat([picture, Buffer.alloc(70_000_000 - picture.length, 7)]));
    const chunks = watchServerChunks();
    const page = await server.open(`/folders/${server.library.folders.workspace.id}`);
    page.on('dialog', (dialog) => void dialog.accept());
    const viewer = page.getByRole('dialog', { name: /^Viewer: / });
    const replace = page.getByRole('dialog', { name: 'Replace the file' });
    const openReplace = async () => {
      const cell = page
        .locator('.vt-views__view [role="gridcell"]')
        .filter({ hasText: 'harbour.jpg' })
        .first();
      if (!(await viewer.isVisible())) {
        await cell.waitFor();
        await cell.dblclick();
      }
      await viewer.getByRole('button', { name: 'Replace with a new version' }).click();
      await replace.waitFor();
    };
    try {
      await waitForScreen(page, 'signin');
      await signIn(page, CONTRACT_USERS.superAdmin);
      await waitForMain(page);
      await openReplace();
      await replace.getByLabel('Choose files to upload').setInputFiles(version);
      await expect
        .poll(() => chunks.stored.filter((chunk) => chunk.chunkIndex === 0).length, { timeout: 120_000 })
        .toBe(1);
      const key = chunks.stored[0]?.key ?? '';
      await page.reload();
      chunks.release();
      await waitForMain(page);
      // The viewer is back (its address kept it); the replace panel opens on the user's action only:
      // opened again, the file waits in it.
      await viewer.waitFor();
      await openReplace();
      await replace.getByText('1 file of an earlier upload is waiting. Choose it again to go on.').waitFor();
      expect(await replace.locator('.vt-uploader__row').getAttribute('data-state')).toBe('needs-file');
      const before = chunks.stored.length;
      await replace.getByLabel('Choose the files again').setInputFiles(version);
      await page.getByText('File has been successfully replaced.').first().waitFor({ timeout: 120_000 });
      // The server took chunk 0 once, before the reload; after it only chunk 1. (Chunk 1 of the page
      // before the reload may have arrived whole before the reload cut it: stored once released.)
      const ofThisUpload = chunks.stored.filter((chunk) => chunk.key === key);
      expect(ofThisUpload.filter((chunk) => chunk.chunkIndex === 0)).toHaveLength(1);
      expect(new Set(ofThisUpload.map((chunk) => chunk.chunkIndex))).toEqual(new Set([0, 1]));
      expect(chunks.stored.slice(before).map((chunk) => chunk.chunkIndex)).not.toContain(0);
      const file = await server.app.vitrine.db
        .selectFrom('files')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(file).toMatchObject({ file_name: 'harbour.jpg', width: 300, height: 500, version: 2 });
      expect(file.content_hash).toBe(await sha256OfFile(version));
      await expect.poll(() => keptKeys(page)).toEqual([]);
      expect(uncaughtErrorsOf(page)).toEqual([]);
    } finally {
      chunks.stop();
      await page.context().close();
    }
  });
});
