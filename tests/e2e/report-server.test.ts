// The PDF report of the reference app on the REAL reference server (issue 20): files selected in a
// folder, "PDF report" from the top menu opens the dialog, the first page's preview is made in the
// browser (pdfmake and pdf.js, chunks of their own), a template is picked, and the report the server
// makes (POST /api/export with pdfRequest → token → GET /api/export/{token}) downloads as a PDF whose
// text (pdftotext) holds the selected files' names and not the other one's.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { cspViolationsOf, serverAppForThisFile } from './server-harness';
import { journeysOn, runAction, selectFiles } from './server-journeys';

const run = promisify(execFile);
const server = serverAppForThisFile();
const { addNumberedPngs, signedIn } = journeysOn(server, { size: { width: 1600, height: 1100 } });

const workspacePage = () => `/folders/${server.library.folders.workspace.id}`;

describe('PDF report (issue 20)', () => {
  it('makes the report of the selected files: preview, template, download, names in its text', async () => {
    const names = await addNumberedPngs('report', 3);
    const [first, second, other] = names as [string, string, string];
    await signedIn(workspacePage(), async (page) => {
      await selectFiles(page, [first, second]);
      // pdfmake's chunk (the preview's make-pdf module with pdfmake) is not loaded before the report
      // is asked for.
      const loaded = () =>
        page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
      const pdfmakeChunk = (names: string[]) => names.some((name) => /\/make-pdf-[^/]*\.js$/.test(name));
      expect(pdfmakeChunk(await loaded())).toBe(false);
      await runAction(page, 'PDF report');
      const dialog = page.getByRole('dialog', { name: 'PDF report' });
      await dialog.waitFor();
      await dialog.getByText('A PDF of the 2 selected files.').waitFor();
      // The super admin may customise reports: the settings can be changed and saved.
      await dialog.getByRole('button', { name: 'Save as my default' }).waitFor();
      // The instant preview of the first page, made in the browser (template 1: 6 files a page).
      await dialog.getByRole('img', { name: 'Preview of page 1 of 1' }).waitFor({ timeout: 30_000 });
      // The list template (10 files a page, pictures and data), then its preview again.
      await dialog.getByRole('radio', { name: /^Template 11:/ }).check();
      await page.waitForFunction(
        () => document.querySelector('.vt-report__preview')?.getAttribute('data-state') === 'ready',
        undefined,
        { timeout: 30_000 },
      );
      const downloading = page.waitForEvent('download', { timeout: 60_000 });
      await dialog.getByRole('button', { name: 'Create report' }).click();
      await dialog
        .getByRole('status')
        .filter({ hasText: 'The report is being processed and will be downloaded when ready.' })
        .or(dialog.getByText('The report has been downloaded.'))
        .first()
        .waitFor();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      await dialog.getByText('The report has been downloaded.').waitFor();
      const path = await download.path();
      const bytes = await readFile(path);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const { stdout } = await run('pdftotext', ['-layout', path, '-']);
      expect(stdout).toContain(first);
      expect(stdout).toContain(second);
      expect(stdout).not.toContain(other);
      // The preview's chunks came with the dialog; the page's policy refused none of them.
      expect(pdfmakeChunk(await loaded())).toBe(true);
      expect(cspViolationsOf(page)).toEqual([]);
    });
  });
});
