// The spec's rules in the reference app on the REAL reference server (issue 15, "What to deliver" 4):
// the timeline places only images with a date taken (spec 000 §2), and a keyword typed in the grid is
// split on semicolons only (spec 000 §5 "split on semicolon into comma form", spec 001 §5 "a semicolon
// splits"), so 'Paris, France' stays one keyword on the server.
import { describe, expect, it } from 'vitest';
import { serverAppForThisFile } from './server-harness';
import { editGridCell, journeysOn, solidPng } from './server-journeys';

const server = serverAppForThisFile();
const { signedIn } = journeysOn(server);

const files = () => server.app.vitrine.db.updateTable('files');

describe('the timeline places only images with a date taken (spec 000 §2)', () => {
  it('a dated PDF and a dated video stay off the timeline; the message counts the images', async () => {
    const photo = await server.addToWorkspace('harbour.png', solidPng(8, 6, 128));
    const other = await server.addToWorkspace('undated.png', solidPng(8, 6, 128));
    const pdf = await server.addToWorkspace('brochure.png', solidPng(8, 6, 128));
    const video = await server.addToWorkspace('clip.png', solidPng(8, 6, 128));
    await files().set({ date_taken: '2024-03-15T10:00:00' }).where('id', '=', photo).execute();
    // The same date on files that are not images (the server reads the kind from the type).
    await files()
      .set({ date_taken: '2023-07-01T09:00:00', mime_type: 'application/pdf', file_name: 'brochure.pdf' })
      .where('id', '=', pdf)
      .execute();
    await files()
      .set({ date_taken: '2022-05-05T08:00:00', mime_type: 'video/mp4', file_name: 'clip.mp4' })
      .where('id', '=', video)
      .execute();
    expect(other).toBeGreaterThan(0);

    await signedIn(`/folders/${server.library.folders.workspace.id}`, async (page) => {
      await page
        .getByRole('navigation', { name: 'Views' })
        .getByRole('link', { name: 'Timeline', exact: true })
        .click();
      await page.waitForURL((url) => url.pathname === '/timeline');
      const timeline = page.locator('.vt-views__timeline');
      await timeline.getByRole('status').filter({ hasText: 'placed on the timeline.' }).waitFor();
      await expect(timeline.getByRole('status').first().textContent()).resolves.toBe(
        '1 image(s) placed on the timeline.',
      );
      const placed = await timeline
        .locator('.vt-views__timeline-file')
        .evaluateAll((buttons) => buttons.map((button) => Number((button as HTMLElement).dataset.id)));
      expect(placed).toEqual([photo]);
      const years = await timeline.locator('.vt-views__timeline-year-heading').allTextContents();
      expect(years).toEqual(['2024 (1 image)']);
    });
  });
});

describe('keywords typed in the grid split on semicolons only (spec 000 §5, spec 001 §5)', () => {
  it("'Paris, France; harbour' is two keywords on the server and 'Paris, France, harbour' in the cell", async () => {
    const id = await server.addToWorkspace('quay.png', solidPng(8, 6, 128));
    await signedIn(`/grid/folders/${server.library.folders.workspace.id}`, async (page) => {
      const { row, cell: keywords } = await editGridCell(page, id, 'keywords', 'Paris, France; harbour');
      await page.waitForFunction(
        (row) =>
          document.querySelector(`[role="gridcell"][data-row="${row}"][data-column="keywords"]`)
            ?.textContent === 'Paris, France, harbour',
        row,
      );
      // The server keeps the keyword with its comma whole.
      const stored = await server.app.vitrine.db
        .selectFrom('files')
        .select('keywords')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(stored.keywords)).toEqual(['Paris, France', 'harbour']);
      // Opened again, the editor shows the ';' form, so saving it unchanged keeps both keywords.
      await keywords.click();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('textbox').inputValue()).resolves.toBe('Paris, France; harbour');
      await page.keyboard.press('Escape');
    });
  });
});
