// Exports in the reference app on the REAL reference server (issue 20): Export… in the top menu opens
// the export dialog; a zip (with the originals' bytes) and a CSV (one row per selected file) download
// through the app's file actions (spec 000 §7 "POST /api/export {ids, type (1 zip, 4 CSV),
// keepFoldersStructure} -> id token, then GET /api/export/{token}"). Then a PDF report made in the
// background: the dialog shows the images placed, is closed, the person goes on browsing another
// route, the "ready" toast appears, and its Download gives the PDF (read back with pdftotext); and a
// report still being made when the page is reloaded is announced on the reloaded page.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverAppForThisFile } from './server-harness';
import { journeysOn, runAction, selectFiles } from './server-journeys';

const run = promisify(execFile);
const server = serverAppForThisFile();
const { addNumberedPngs, signedIn } = journeysOn(server, { size: { width: 1600, height: 1100 } });

const workspacePage = () => `/folders/${server.library.folders.workspace.id}`;

/** The entry names of a zip, from its central directory (APPNOTE.TXT §4.3.12, §4.3.16). */
function zipEntryNames(bytes: Buffer): string[] {
  let end = bytes.length - 22;
  while (end >= 0 && bytes.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error('not a zip');
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    names.push(bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** Opens Export…, picks `format` and exports; answers the downloaded file's bytes. */
async function exportAs(page: Page, format: RegExp): Promise<Buffer> {
  await runAction(page, 'Export…');
  const dialog = page.getByRole('dialog', { name: 'Export' });
  await dialog.waitFor();
  await dialog.getByRole('radio', { name: format }).check();
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const download = await downloading;
  const bytes = await readFile(await download.path());
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  return bytes;
}

/**
 * Makes a PDF report of `names` and closes its dialog at once (Escape) while the server makes it: it
 * goes on in the background. (The "Continue in the background" button does the same: ReportDialog
 * stories; a report of two small files may be ready before a click on it lands.)
 */
async function reportInBackground(page: Page, names: readonly string[]): Promise<void> {
  await selectFiles(page, names);
  await runAction(page, 'PDF report');
  const dialog = page.getByRole('dialog', { name: 'PDF report' });
  await dialog.getByRole('button', { name: 'Create report' }).click();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await page
    .locator('.vt-ui__toast-message', { hasText: 'The report is being made in the background.' })
    .waitFor();
}

/** Waits for the toast of a ready report of `count` files, downloads it there: its text (pdftotext). */
async function readyReportText(page: Page, count: number): Promise<string> {
  const ready = page.locator('.vt-ui__toast', { hasText: `Your PDF report of ${count} files is ready.` });
  await ready.waitFor({ timeout: 120_000 });
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await ready.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const { stdout } = await run('pdftotext', ['-layout', await download.path(), '-']);
  return stdout;
}

describe('Export… (issue 20)', () => {
  it('exports the selected files as a zip of their originals and as a CSV of their rows', async () => {
    const names = await addNumberedPngs('export', 3);
    const [first, second, other] = names as [string, string, string];
    await signedIn(workspacePage(), async (page) => {
      await selectFiles(page, [first, second]);
      const zip = await exportAs(page, /^Zip of the files/);
      expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
      expect(zipEntryNames(zip).sort()).toEqual([first, second].sort());
      const csv = (await exportAs(page, /^CSV of the files/)).toString('utf8').replace(/^\uFEFF/, '');
      const lines = csv.trim().split(/\r?\n/);
      // A header, then one row per selected file.
      expect(lines).toHaveLength(3);
      expect(lines.some((line) => line.includes(first))).toBe(true);
      expect(lines.some((line) => line.includes(second))).toBe(true);
      expect(csv).not.toContain(other);
    });
  });

  it('a report goes on in the background when its dialog is closed; the ready toast downloads it', async () => {
    const names = await addNumberedPngs('background', 3);
    const [first, second, other] = names as [string, string, string];
    await signedIn(workspacePage(), async (page) => {
      await reportInBackground(page, [first, second]);
      // The person keeps browsing: another folder, another route of the app (no reload).
      const products = page
        .getByRole('tree', { name: 'Folders' })
        .first()
        .getByRole('treeitem', { name: 'Products', exact: true })
        .first();
      await products.click();
      await page.waitForURL((url) => url.pathname !== new URL(workspacePage(), url).pathname);
      const stdout = await readyReportText(page, 2);
      expect(stdout).toContain(first);
      expect(stdout).toContain(second);
      expect(stdout).not.toContain(other);
    });
  }, 180_000);

  it('a report being made when the page is reloaded is still announced there, and downloads', async () => {
    const [first, second] = (await addNumberedPngs('reloaded', 2)) as [string, string];
    await signedIn(workspacePage(), async (page) => {
      // Until the reload the page never hears how the report stands (each ask fails as a network
      // failure would), so it cannot be ready there first, however fast the server makes it.
      let reloaded = false;
      let dropped = 0;
      await page.route('**/api/export/*/status', async (route) => {
        if (reloaded) return route.continue();
        dropped += 1;
        return route.abort('internetdisconnected');
      });
      await reportInBackground(page, [first, second]);
      await expect.poll(() => dropped).toBeGreaterThan(0);
      // The tab keeps the report's token (session storage), nothing else of it.
      const kept = await page.evaluate(() => sessionStorage.getItem('vitrine:followed-reports'));
      expect(JSON.parse(kept ?? '[]')).toEqual([{ token: expect.any(String), fileCount: 2 }]);

      reloaded = true;
      await page.reload();
      const stdout = await readyReportText(page, 2);
      expect(stdout).toContain(first);
      expect(stdout).toContain(second);
      // Announced once: the page forgets it.
      await expect
        .poll(() => page.evaluate(() => sessionStorage.getItem('vitrine:followed-reports')))
        .toBeNull();
    });
  }, 180_000);
});
