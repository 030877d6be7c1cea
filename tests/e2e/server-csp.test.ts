// The reference app under the server's Content-Security-Policy (issue 13 row 7): signing in and
// browsing every view, a dialog, the dashboard and signing out in chromium on the REAL server report
// no CSP violation (the page's securitypolicyviolation events and Chromium's console), and the page's
// answer carries the policy the test expects to be checking. Files come in through the server's
// ingest and get their thumbnails from the job worker, so the thumbnails the views show are real.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { photoLikeJpeg } from '../../packages/server/src/testing/images.ts';
import {
  CONTRACT_USERS,
  cspViolationsOf,
  serverAppForThisFile,
  signIn,
  uncaughtErrorsOf,
  waitForScreen,
} from './server-harness';

const server = serverAppForThisFile();

/** Adds `count` photos to the workspace folder through the server's ingest; their thumbnails are made. */
async function addPhotos(count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await server.addToWorkspace(`photo-${i + 1}.jpg`, await photoLikeJpeg(160, 120, i + 1));
  }
}

const cells = (page: Page) => page.locator('.vt-views__view [role="gridcell"]');

/** Every thumbnail picture on the page has loaded (a refused image would not). */
async function picturesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const images = [...document.querySelectorAll<HTMLImageElement>('.vt-views__thumb-img')];
    return images.length > 0 && images.every((image) => image.complete && image.naturalWidth > 0);
  });
}

describe('the app under its Content-Security-Policy (issue 13 row 7)', () => {
  it('is served with the strict policy and no source maps', async () => {
    const answer = await fetch(new URL('/folders/1', server.url));
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(policy).not.toContain('unsafe-inline');
    // Styles: the origin's files, and the style elements of the page's own scripts by this answer's nonce.
    const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]+)';/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    const html = await answer.text();
    expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
    // No inline script in the built page: every <script> names its file.
    expect(html.match(/<script\b[^>]*>/g)?.every((tag) => /\ssrc=/.test(tag))).toBe(true);
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    expect(script).not.toBe('');
    expect((await fetch(new URL(script, server.url))).status).toBe(200);
    expect((await fetch(new URL(`${script}.map`, server.url))).status).toBe(404);
  });

  it('reports no violation while signing in, browsing every view, opening a dialog, the dashboard, the administration pages and signing out', async () => {
    await addPhotos(3);
    const page = await server.open(`/folders/${server.library.folders.workspace.id}`);
    try {
      await page.setViewportSize({ width: 1400, height: 1000 });
      await waitForScreen(page, 'signin');
      // A wrong password first: the form's error state.
      await signIn(page, { userName: CONTRACT_USERS.superAdmin.userName, password: 'not the password' });
      await page.locator('form [role="alert"]').filter({ hasText: /./ }).waitFor();
      await signIn(page, CONTRACT_USERS.superAdmin);
      await waitForScreen(page, 'main');
      await expect.poll(() => cells(page).count(), { timeout: 15_000 }).toBe(3);
      await picturesLoaded(page);

      // A selection and the delete question (a modal dialog), cancelled.
      await cells(page).first().focus();
      await page.keyboard.press('Space');
      await page
        .getByRole('toolbar', { name: 'File actions' })
        .getByRole('button', { name: 'Delete', exact: true })
        .click();
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });

      // Every view of the banner's switcher.
      const views = page.getByRole('navigation', { name: 'Views' });
      for (const name of ['Grid', 'Masonry', 'Timeline', 'Flash wall', 'Flash carousel', 'Map', 'Gallery']) {
        await views.getByRole('link', { name, exact: true }).click();
        await page.locator('main:not([data-screen="loading"])').waitFor();
        await page.waitForLoadState('networkidle');
      }
      await page.goto(new URL('/dashboard', server.url).href);
      await waitForScreen(page, 'dashboard');
      await page.waitForLoadState('networkidle');
      // The administration pages (a super admin's).
      for (const path of ['/admin/people', '/admin/roles', '/admin/settings']) {
        await page.goto(new URL(path, server.url).href);
        await page.locator('main:not([data-screen="loading"])').waitFor();
        await page.waitForLoadState('networkidle');
      }

      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      await waitForScreen(page, 'signin');

      expect(cspViolationsOf(page)).toEqual([]);
      expect(uncaughtErrorsOf(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('notices a violation (the check is live): an inline script the page is made to run is refused and reported', async () => {
    const page = await server.open('/signin');
    try {
      await waitForScreen(page, 'signin');
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__inlineRan = true;';
        document.body.append(script);
      });
      await expect.poll(() => cspViolationsOf(page).length).toBeGreaterThan(0);
      expect(await page.evaluate(() => (window as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
    } finally {
      await page.context().close();
    }
  });
});
