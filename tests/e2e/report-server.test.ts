// The PDF report of the reference app on the REAL reference server (issue 20): files selected in a
// folder, "PDF report" from the top menu opens the dialog, the first page's preview is made in the
// browser (pdfmake and pdf.js, chunks of their own), a template is picked, and the report the server
// makes (POST /api/export with pdfRequest → token → GET /api/export/{token}) downloads as a PDF whose
// text (pdftotext) holds the selected files' names and not the other one's. Then 40 files, some with
// hostile and non-Latin names, made a report in each of the 12 templates through the dialog: every
// name printed as text, the page count each template's density gives (pdfinfo).
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { REPORT_TEMPLATES, reportPageCount } from '@vitrine/core/report';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cspViolationsOf, serverAppForThisFile } from './server-harness';
import { journeysOn, solidPng } from './server-journeys';

const run = promisify(execFile);
const server = serverAppForThisFile();
const { addNumberedPngs, ingestPngs, signedIn } = journeysOn(server, { size: { width: 1600, height: 1100 } });

const workspacePage = () => `/folders/${server.library.folders.workspace.id}`;
const view = (page: Page) => page.locator('.vt-views__view[data-view="rows"]');
const cellNamed = (page: Page, name: string) =>
  view(page)
    .getByRole('gridcell')
    .filter({ has: page.locator('.vt-views__name', { hasText: name }) });
const topMenu = (page: Page) => page.getByRole('toolbar', { name: 'File actions' });

/** Selects the files named `names` (a click, then Ctrl+click). */
async function select(page: Page, names: readonly string[]): Promise<void> {
  await cellNamed(page, names[0] as string).waitFor();
  for (const [i, name] of names.entries()) {
    await cellNamed(page, name).click(i === 0 ? {} : { modifiers: ['Control'] });
  }
  await page.waitForFunction(
    (n) =>
      document.querySelectorAll('.vt-views__view[data-view="rows"] [role="gridcell"][aria-selected="true"]')
        .length === n,
    names.length,
  );
}

/** Runs the top menu's action `name`: its button, or the entry of its More menu where it did not fit. */
async function runAction(page: Page, name: string): Promise<void> {
  const inline = topMenu(page).getByRole('button', { name, exact: true });
  if (await inline.isVisible()) {
    await inline.click();
    return;
  }
  await topMenu(page).getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name }).click();
}

describe('PDF report (issue 20)', () => {
  it('makes the report of the selected files: preview, template, download, names in its text', async () => {
    const names = await addNumberedPngs('report', 3);
    const [first, second, other] = names as [string, string, string];
    await signedIn(workspacePage(), async (page) => {
      await select(page, [first, second]);
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

  // Names are data, never markup (issue 20 "hostile strings test, read back with pdftotext"); letters
  // outside Latin-1 print whole through the fonts' subsets (packages/server src/reports/fonts.ts).
  const HOSTILE_NAMES = [
    '<img src=x onerror=alert(1)>.png',
    '"; DROP TABLE x;.png',
    'Łódź ΑΒΓ Привет.png',
    '<b>bold</b> & {x}.png',
  ] as const;
  /** A title printed by the templates whose captions carry titles (brief, fields, the table). */
  const HOSTILE_TITLE = '<script>alert("x")</script>';
  /**
   * A grid caption gives a name one line (packages/core src/report/document.ts `caption`): 27
   * characters on template 3 (20 a page), 21 on template 4 (35 a page); a longer name is cut there with
   * an ellipsis. The one name longer than that is read back in its cut form on those two templates
   * (still printed literally: markup as text); every other name is 21 characters or fewer.
   */
  const CUT_NAMES: Record<number, Record<string, string>> = {
    3: { '<img src=x onerror=alert(1)>.png': '<img src=x onerror=alert(1…' },
    4: { '<img src=x onerror=alert(1)>.png': '<img src=x onerror=a…' },
  };

  it('40 files, hostile and non-Latin names among them, in each of the 12 templates through the dialog: every name as text, the pages its density gives', async () => {
    const started = performance.now();
    const numbered = Array.from({ length: 40 - HOSTILE_NAMES.length }, (_, i) => ({
      fileName: `sheet-${String(i + 1).padStart(2, '0')}.png`,
      png: solidPng(48 + i, 36, [(i * 37) % 256, 90, 160]),
    }));
    const hostile = HOSTILE_NAMES.map((fileName, i) => ({
      fileName,
      png: solidPng(50, 40 + i, [200, 60, 60]),
    }));
    const ids = await ingestPngs([...hostile, ...numbered]);
    await server.app.vitrine.db
      .updateTable('files')
      .set({ title: HOSTILE_TITLE })
      .where('id', '=', ids[0] as number)
      .execute();
    // The thumbnails the report's pictures are made from.
    server.app.vitrineJobs.worker.wake();
    await server.app.vitrineJobs.worker.idle();
    const names = [...HOSTILE_NAMES, ...numbered.map((file) => file.fileName)];
    const seeded = performance.now();
    const timings: string[] = [];

    await signedIn(workspacePage(), async (page) => {
      // All 40 on one page of the view (24 a page by default), then every file of it: Ctrl+A in the
      // view (its keyboard's select all).
      await view(page).getByRole('gridcell').first().waitFor();
      await page.getByLabel('Files per page').selectOption('48');
      await cellNamed(page, 'sheet-36.png').click();
      await page.keyboard.press('Control+a');
      await runAction(page, 'PDF report');
      const dialog = page.getByRole('dialog', { name: 'PDF report' });
      await dialog.getByText('A PDF of the 40 selected files.').waitFor();
      const previewReady = () =>
        page.waitForFunction(
          () => document.querySelector('.vt-report__preview')?.getAttribute('data-state') === 'ready',
          undefined,
          { timeout: 30_000 },
        );
      for (const template of REPORT_TEMPLATES) {
        const begun = performance.now();
        await dialog.getByRole('radio', { name: new RegExp(`^Template ${template.id}:`) }).check();
        await previewReady();
        const pages = reportPageCount(template, 40);
        await dialog.getByRole('img', { name: `Preview of page 1 of ${pages}` }).waitFor();
        const downloading = page.waitForEvent('download', { timeout: 90_000 });
        await dialog.getByRole('button', { name: 'Create report' }).click();
        const path = await (await downloading).path();
        const printed = (await run('pdftotext', ['-layout', path, '-'])).stdout;
        const info = (await run('pdfinfo', [path])).stdout;
        expect(Number(info.match(/^Pages:\s+(\d+)/m)?.[1]), `template ${template.id}`).toBe(pages);
        expect(printed, `template ${template.id}`).toContain(`Page ${pages} of ${pages}`);
        for (const name of names) {
          const shown = CUT_NAMES[template.id]?.[name] ?? name;
          expect(printed, `template ${template.id}`).toContain(shown);
        }
        if (template.caption !== 'name') expect(printed, `template ${template.id}`).toContain(HOSTILE_TITLE);
        timings.push(`${template.id}: ${Math.round(performance.now() - begun)} ms`);
      }
      expect(cspViolationsOf(page)).toEqual([]);
    });
    const total = performance.now() - started;
    console.log(
      `report e2e, 40 files × 12 templates: ${Math.round(total / 1000)} s (seeding ${Math.round((seeded - started) / 1000)} s; per template, preview and report: ${timings.join(', ')})`,
    );
  }, 300_000);
});
