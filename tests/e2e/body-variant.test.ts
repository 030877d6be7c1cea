// The body build variant of the reference app (spec 000 §2: "/body, /body/folders/{folderId} Body
// view, only in the body build variant"; "The body view requests ids only and hides the menu"), in
// demo mode on @vitrine/mocks in Debian chromium. The expected files come from the mocks' own seed.
import { createMockDb } from '@vitrine/mocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppHarness, axeViolations, errorsOf, startAppHarness } from './app-harness';

let app: AppHarness;

beforeAll(async () => {
  app = await startAppHarness({ env: { VITE_VITRINE_BODY: 'true' } });
});

afterAll(async () => {
  await app?.close();
});

const db = createMockDb();
// A folder of its own files only (no subfolders), few enough to show on one page.
const folder = db.folders.find((candidate) => {
  const files = db.images.filter((image) => image.folderId === candidate.id);
  return db.descendantFolderIds(candidate.id).length === 0 && files.length >= 3 && files.length <= 20;
});
if (!folder) throw new Error('the seed library changed: pick another folder');
const names = db.images
  .filter((image) => image.folderId === folder.id)
  .map((image) => image.fileName)
  .sort();

describe('the body variant', () => {
  it("shows a folder's files by name from an ids-only search, with no top menu", async () => {
    const page = await app.open(`/body/folders/${folder.id}`);
    await page.setViewportSize({ width: 1400, height: 1400 });
    const searches: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/search')
        searches.push(request.postDataJSON());
    });
    await page.reload();
    const body = page.locator('.vt-views__body');
    await expect.poll(() => body.getAttribute('data-state'), { timeout: 20_000 }).toBe('ready');
    const shown = (await body.locator('.vt-views__body-name').allTextContents()).sort();
    expect(shown).toEqual(names);
    expect(await page.getByRole('toolbar').count()).toBe(0);
    expect(searches.length).toBeGreaterThan(0);
    for (const body of searches)
      expect(body).toMatchObject({ criteria: { idsOnly: true, selectedFolder: folder.id } });
    expect(await axeViolations(page)).toEqual([]);
    expect(errorsOf(page)).toEqual([]);
  });

  it('/body shows every file the user may see', async () => {
    const page = await app.open('/body');
    const body = page.locator('.vt-views__body');
    await expect.poll(() => body.getAttribute('data-state'), { timeout: 20_000 }).toBe('ready');
    expect(await body.locator('.vt-views__body-file').count()).toBeGreaterThan(names.length);
  });
});
