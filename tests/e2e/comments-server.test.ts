// Comments in the reference app on the REAL server (issue 18): two people look at the same file in
// two browsers; what one writes appears for the other without a reload (the open comments tab polls,
// docs/decisions.md "Comments"); a hostile comment stays text in the other's page; the author edits
// and deletes their own, and the other sees those changes too.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CONTRACT_USERS,
  serverAppForThisFile,
  signIn,
  uncaughtErrorsOf,
  waitForScreen,
} from './server-harness';
import { solidPng } from './server-journeys';

const server = serverAppForThisFile();

const viewer = (page: Page) => page.getByRole('dialog', { name: /^Viewer: / });
const comments = (page: Page) => viewer(page).getByRole('region', { name: 'Comments' });

/** A fresh browser signed in as `who`, with the viewer open on `imageId` and its comments tab chosen. */
async function openComments(who: keyof typeof CONTRACT_USERS, imageId: number): Promise<Page> {
  const page = await server.open(`/folders/${server.library.folders.workspace.id}?image=${imageId}`);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await waitForScreen(page, 'signin');
  await signIn(page, CONTRACT_USERS[who]);
  await viewer(page).waitFor({ timeout: 20_000 });
  await viewer(page).getByRole('tab', { name: 'Comments' }).click();
  await comments(page).waitFor();
  return page;
}

const HOSTILE = `<img src=x onerror="document.title='owned'"> @kenji.ito <b>look</b>`;

describe('comments on the real server (issue 18)', () => {
  it('one person comments; another sees it without a reload, as text; edits and deletes follow', async () => {
    const imageId = await server.addToWorkspace('harbour.png', solidPng(64, 48, [40, 90, 160]));
    const elena = await openComments('editor', imageId);
    const kenji = await openComments('viewer', imageId);
    try {
      await comments(kenji).getByRole('heading', { name: 'No comments yet' }).waitFor();

      // Elena writes; Kenji's open tab shows it within a few polls, with no reload.
      const kenjiNavigations: string[] = [];
      kenji.on('framenavigated', (frame) => {
        if (frame === kenji.mainFrame()) kenjiNavigations.push(frame.url());
      });
      await comments(elena).getByRole('textbox', { name: 'Add a comment' }).fill(HOSTILE);
      await comments(elena).getByRole('button', { name: 'Comment' }).click();
      await comments(elena).getByText(HOSTILE).waitFor();
      // Elena's comment in Kenji's page: the one that is not his own.
      const seen = comments(kenji).locator('.vt-viewer__comment:not([data-own])');
      await seen.waitFor({ timeout: 15_000 });
      expect(await seen.locator('.vt-viewer__comment-text').textContent()).toBe(HOSTILE);
      // Data, never markup: no element came of it, nothing ran.
      expect(await comments(kenji).locator('img, b').count()).toBe(0);
      expect(await kenji.title()).not.toBe('owned');
      // Not hers to change or delete in Kenji's page.
      expect(await seen.getByRole('button').count()).toBe(0);
      expect(kenjiNavigations).toEqual([]);

      // Kenji answers; Elena sees it on top.
      await comments(kenji).getByRole('textbox', { name: 'Add a comment' }).fill('@elena.novak nice');
      await comments(kenji).getByRole('button', { name: 'Comment' }).click();
      await expect
        .poll(() => comments(elena).getByRole('listitem').first().textContent(), { timeout: 15_000 })
        .toContain('@elena.novak nice');

      // Elena edits her comment; Kenji sees the new text, marked edited.
      const hers = comments(elena).getByRole('listitem').filter({ hasText: '(you)' });
      await hers.getByRole('button', { name: /^Edit your comment/ }).click();
      await hers
        .getByRole('textbox', { name: 'Edit the comment of elena.novak' })
        .fill('Cropped version coming.');
      await hers.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => seen.textContent(), { timeout: 15_000 }).toContain('Cropped version coming.');
      await expect.poll(() => seen.textContent(), { timeout: 15_000 }).toContain('edited');

      // Elena deletes it (after the confirmation); it leaves Kenji's page too.
      await hers.getByRole('button', { name: /^Delete the comment of elena\.novak/ }).click();
      await elena.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect
        .poll(() => comments(kenji).getByText('Cropped version coming.').count(), { timeout: 15_000 })
        .toBe(0);
      expect(await comments(kenji).getByText('@elena.novak nice').count()).toBe(1);

      const rows = await server.app.vitrine.db
        .selectFrom('comments')
        .select(['text', 'author_name'])
        .execute();
      expect(rows).toEqual([{ text: '@elena.novak nice', author_name: 'kenji.ito' }]);
      expect(uncaughtErrorsOf(elena)).toEqual([]);
      expect(uncaughtErrorsOf(kenji)).toEqual([]);
    } finally {
      await elena.context().close();
      await kenji.context().close();
    }
  });
});
