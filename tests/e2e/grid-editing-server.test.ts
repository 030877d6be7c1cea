// The grid view's inline editing on the REAL reference server (spec 000 §5, spec 001 §3): a title
// typed into a cell is saved (one PATCH, the server's file changed, still there after a reload), and
// saving the editor again unchanged sends nothing.
import { describe, expect, it } from 'vitest';
import { serverAppForThisFile } from './server-harness';
import { editGridCell, journeysOn, solidPng } from './server-journeys';

const server = serverAppForThisFile();
const { signedIn, ingestPngs } = journeysOn(server);

describe('editing a cell of the grid on the server (spec 000 §5)', () => {
  it('saves a title once, keeps it over a reload, and sends nothing for an unchanged save', async () => {
    const [id] = await ingestPngs([{ fileName: 'harbour.png', png: solidPng(40, 30, [20, 120, 200]) }]);
    await signedIn(`/grid/folders/${server.library.folders.workspace.id}`, async (page) => {
      const patches: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'PATCH') patches.push(request.postData() ?? '');
      });
      const { row: rowIndex, cell, editor } = await editGridCell(page, id as number, 'title', 'Quay at dawn');
      await expect.poll(() => patches.length).toBe(1);
      expect(JSON.parse(patches[0] ?? '{}')).toMatchObject({
        patches: [{ id, field: 'imageAttributes.title', action: 'replace', value: 'Quay at dawn' }],
      });
      await expect.poll(() => cell.textContent()).toBe('Quay at dawn');
      // Saved again without a change: nothing more goes to the server.
      await page.keyboard.press('Enter');
      await expect.poll(() => editor.inputValue()).toBe('Quay at dawn');
      await page.keyboard.press('Enter');
      await expect.poll(() => editor.count()).toBe(0);
      // The server holds it: a reload shows it.
      await page.reload();
      await expect
        .poll(() =>
          page.locator(`[role="gridcell"][data-row="${rowIndex}"][data-column="title"]`).textContent(),
        )
        .toBe('Quay at dawn');
      expect(patches).toHaveLength(1);
    });
  });
});
