// Editing in the viewer on the REAL server (issue 17, spec 001 §3, §5, §6, §8): a title edited on the
// settings/info tab and read back from the server's database; the keywords of 12 files edited in
// bulk from a multi-selection (the viewer's multi mode opens on settings), appended to each file's
// own (spec 001 §5), with the per-file preview before saving (row B5), "12 image(s) updated", and
// the keywords read back; a multi-selection deleted from the viewer.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setFileKeywords } from '../../packages/server/src/ingest/keywords.ts';
import { serverAppForThisFile } from './server-harness';
import { journeysOn, solidPng } from './server-journeys';

const server = serverAppForThisFile();
const journeys = journeysOn(server);

const cellOf = (page: Page, name: string) =>
  page.locator('.vt-views__view [role="gridcell"]').filter({ hasText: name }).first();
const viewer = (page: Page) => page.getByRole('dialog', { name: /^Viewer: / });
const toast = (page: Page, text: string) =>
  page.locator('.vt-ui__toast-message').filter({ hasText: text }).first();

/** The file's title and keywords as the server holds them. */
async function stored(fileName: string): Promise<{ title: string; keywords: string[] }> {
  const row = await server.app.vitrine.db
    .selectFrom('files')
    .select(['title', 'keywords'])
    .where('file_name', '=', fileName)
    .executeTakeFirstOrThrow();
  return { title: row.title, keywords: JSON.parse(String(row.keywords)) as string[] };
}

/** Sets the keywords of the file named `fileName` on the server (the ingest gives none). */
async function storeKeywords(fileName: string, keywords: readonly string[]): Promise<void> {
  const row = await server.app.vitrine.db
    .selectFrom('files')
    .select('id')
    .where('file_name', '=', fileName)
    .executeTakeFirstOrThrow();
  await setFileKeywords(server.app.vitrine.db, row.id, keywords);
}

/** Opens the viewer on the file named `name` (a double click on its tile), on the settings/info tab. */
async function openOnSettings(page: Page, name: string): Promise<void> {
  const cell = cellOf(page, name);
  await cell.waitFor();
  await cell.dblclick();
  await viewer(page).waitFor();
  const info = viewer(page).getByRole('tab', { name: 'Info' });
  if ((await info.getAttribute('aria-selected')) !== 'true') await info.click();
}

/** Selects the files named `names` (a click on the first, Ctrl+click on the others). */
async function select(page: Page, names: readonly string[]): Promise<void> {
  for (const [index, name] of names.entries()) {
    const cell = cellOf(page, name);
    await cell.waitFor();
    await cell.click(index === 0 ? {} : { modifiers: ['ControlOrMeta'] });
  }
  await expect
    .poll(() => page.locator('.vt-views__view [role="gridcell"][aria-selected="true"]').count())
    .toBe(names.length);
}

describe('editing in the viewer on the real server (issue 17)', () => {
  it('edits a title on the settings tab; the server keeps it', async () => {
    await server.addToWorkspace('harbour.png', solidPng(64, 48, [30, 120, 200]));
    await journeys.signedIn(`/folders/${server.library.folders.workspace.id}`, async (page) => {
      await openOnSettings(page, 'harbour.png');
      const title = viewer(page).getByRole('textbox', { name: 'Title' });
      await expect.poll(() => title.isEnabled(), { timeout: 10_000 }).toBe(true);
      await title.fill('Harbour at dawn');
      await viewer(page).getByRole('button', { name: 'Save' }).click();
      await toast(page, '1 image(s) updated').waitFor();
      expect((await stored('harbour.png')).title).toBe('Harbour at dawn');
      // Opened again, the form reads it back from the server.
      // Closed with its button (an Escape would first dismiss the toast, the top layer), saved: no question.
      await viewer(page).getByRole('button', { name: 'Close viewer' }).click();
      await viewer(page).waitFor({ state: 'detached' });
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      await openOnSettings(page, 'harbour.png');
      await expect
        .poll(() => viewer(page).getByRole('textbox', { name: 'Title' }).inputValue(), { timeout: 10_000 })
        .toBe('Harbour at dawn');
    });
  });

  it('appends a keyword to 12 files of a multi-selection, after the per-file preview', async () => {
    const names = await journeys.addNumberedPngs('bulk', 12);
    // Each file has keywords of its own before: the bulk edit appends, keeping them (spec 001 §5).
    for (const [index, name] of names.entries()) await storeKeywords(name, [`own-${index + 1}`]);
    await journeys.signedIn(`/folders/${server.library.folders.workspace.id}`, async (page) => {
      await select(page, names);
      // Enter on a selected tile opens the viewer on the selection: multi mode, on settings.
      await page.keyboard.press('Enter');
      await viewer(page).waitFor();
      await viewer(page).getByText('12 files selected').waitFor();
      await expect(
        viewer(page).getByRole('tab', { name: 'Info' }).getAttribute('aria-selected'),
      ).resolves.toBe('true');
      await expect(viewer(page).getByRole('tab', { name: 'Preview' }).count()).resolves.toBe(0);
      const keywords = viewer(page).getByRole('combobox', { name: 'Keywords' });
      await expect.poll(() => keywords.isEnabled(), { timeout: 10_000 }).toBe(true);
      // Replace mode is off: the typed keyword is appended to every file.
      await expect(
        viewer(page)
          .getByRole('checkbox', { name: /Replace keywords/ })
          .isChecked(),
      ).resolves.toBe(false);
      await keywords.fill('harbour;');
      await viewer(page).getByRole('list', { name: 'Values of Keywords' }).getByText('harbour').waitFor();
      // Row B5: each file before → after, then save.
      await viewer(page).getByRole('button', { name: 'Review changes' }).click();
      const preview = viewer(page).getByRole('table');
      await preview.waitFor();
      await viewer(page).getByText('12 files will change.').waitFor();
      expect(await preview.locator('tbody[data-file-id]').count()).toBe(12);
      const first = preview.locator('tbody').filter({ hasText: 'bulk-01.png' });
      await expect(first.locator('.vt-viewer__preview-before').textContent()).resolves.toBe('own-1');
      await expect(first.locator('.vt-viewer__preview-after').textContent()).resolves.toBe('own-1; harbour');
      await viewer(page).getByRole('button', { name: 'Save 12 files' }).click();
      // spec 001 §5, §8: more than 10 files → the wait notice; then "{n} image(s) updated".
      await toast(page, 'Saving multiple images may take a little longer. Please wait...').waitFor();
      await toast(page, '12 image(s) updated').waitFor({ timeout: 20_000 });
      for (const [index, name] of names.entries()) {
        expect((await stored(name)).keywords, name).toEqual([`own-${index + 1}`, 'harbour']);
      }
    });
  });

  it('deletes a multi-selection from the viewer (delete checked per image id)', async () => {
    const names = await journeys.addNumberedPngs('gone', 3);
    await journeys.signedIn(`/folders/${server.library.folders.workspace.id}`, async (page) => {
      await select(page, names);
      await page.keyboard.press('Enter');
      await viewer(page).getByText('3 files selected').waitFor();
      await viewer(page).getByRole('button', { name: 'Delete the selected files' }).click();
      const question = page.getByRole('alertdialog');
      await question.getByText('Do you want to delete selected files?').waitFor();
      await question.getByRole('button', { name: 'Delete' }).click();
      await toast(page, '3 files deleted.').waitFor();
      await viewer(page).waitFor({ state: 'detached' });
      const left = await server.app.vitrine.db
        .selectFrom('files')
        .select('file_name')
        .where('file_name', 'in', names)
        .execute();
      expect(left).toEqual([]);
    });
  });
});
