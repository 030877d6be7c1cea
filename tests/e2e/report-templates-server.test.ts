// The PDF report of 40 files in each of the 12 templates on the REAL reference server (issue 20's
// proof: "make a report of 40 files in each template and read its text back"; "Names and metadata are
// text in the PDF, never markup (hostile strings test, read back with pdftotext)"). The reference app
// built for the server, a fresh data dir, Debian chromium: 40 files in a folder (four with hostile or
// non-Latin names, one with a markup title) all selected in the view, PDF report from the top menu, and
// for each template in turn the dialog's radio, its preview (page 1 of the pages the template gives)
// and Create report; each downloaded PDF read back with pdftotext (every name and the title as text)
// and pdfinfo (the page count the template's density gives). The time it takes is printed.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { REPORT_TEMPLATES, reportPageCount } from '@vitrine/core/report';
import { describe, expect, it } from 'vitest';
import { cspViolationsOf, serverAppForThisFile } from './server-harness';
import { cellNamed, journeysOn, rowsView, runAction, solidPng } from './server-journeys';

const run = promisify(execFile);
const server = serverAppForThisFile();
const { ingestPngs, signedIn } = journeysOn(server, { size: { width: 1600, height: 1100 } });

const workspacePage = () => `/folders/${server.library.folders.workspace.id}`;

describe('PDF report of 40 files in each of the 12 templates (issue 20)', () => {
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
      await rowsView(page).getByRole('gridcell').first().waitFor();
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
        const previewed = performance.now();
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
        timings.push(
          `${template.id}: ${Math.round(previewed - begun)} + ${Math.round(performance.now() - previewed)} ms`,
        );
      }
      expect(cspViolationsOf(page)).toEqual([]);
    });
    const total = performance.now() - started;
    console.log(
      `report e2e, 40 files × 12 templates: ${Math.round(total / 1000)} s (seeding ${Math.round((seeded - started) / 1000)} s; per template, preview + report and its reading: ${timings.join(', ')})`,
    );
  }, 300_000);
});
