// The published packages as a host installs them (issue 12): packed through the release path
// (scripts/release.mjs), installed with npm into a fixture Vite + React + TypeScript app in a
// temporary folder outside the workspace, type-checked in strict mode, built with Vite, served, and
// driven in Debian chromium: the folder tree and the gallery render and select files on the mocks
// (MSW in the browser), on the reference server through the host's own origin (a proxy), and on the
// server at another origin (its allow-list, credentialed CORS). React 19 and React 18.3 (with the
// lowest TanStack Query the peer range allows) both.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/chromium';
import { withWorkspaceBuilds } from '../e2e/run-locks';
import {
  devHost,
  entryGzipBytes,
  freePort,
  type HostVariant,
  installedCopies,
  installHost,
  installServer,
  npmInstall,
  packOnce,
  previewHost,
  REACT_18,
  REACT_19,
  type RunningProcess,
  runCommand,
  startServer,
  withoutPackageManagerEnv,
} from './support';

let browser: Browser;
let tarballs: Record<string, string>;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  // Packing reads the workspace's outputs: never while another file builds them (run-locks.ts). The
  // rest of the file works from the tarballs, so the lock goes once they are packed.
  tarballs = await withWorkspaceBuilds(packOnce);
  browser = await chromium.launch(chromiumLaunchOptions());
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await browser?.close();
});

/** A page of the host; uncaught errors of the page and React's warnings are collected. */
async function openHost(url: string): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // React's own warnings (React 18 prints them with console.error: a ref given to a function
  // component, a key missing, an update outside act) are errors of ours in a host's console.
  page.on('console', (message) => {
    if (message.type() === 'error' && /^Warning: /.test(message.text())) errors.push(message.text());
  });
  await page.goto(url);
  return { page, errors, close: () => context.close() };
}

const folderTree = (page: Page) => page.getByRole('tree', { name: 'Folders' });
const cells = (page: Page) => page.locator('.vt-views__view [role="gridcell"]');

/** Selects a folder of the tree, then the gallery's first file: the host sees both selections. */
async function selectAFile(page: Page, folder: string): Promise<void> {
  const tree = folderTree(page);
  await tree.getByRole('treeitem', { name: 'All', exact: true }).waitFor();
  await tree.getByRole('treeitem', { name: 'All', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await tree.getByRole('treeitem', { name: folder, exact: true }).click();
  await expect(
    tree.getByRole('treeitem', { name: folder, exact: true }).getAttribute('aria-selected'),
  ).resolves.toBe('true');
  await cells(page).first().waitFor();
  expect(await cells(page).count()).toBeGreaterThan(0);
  // The host's ref reaches the gallery: its handle moves focus to the first file.
  await page.getByRole('button', { name: 'Focus the first file' }).click();
  await expect(
    cells(page)
      .first()
      .evaluate((cell) => cell === document.activeElement),
  ).resolves.toBe(true);
  await cells(page).first().click();
  await expect(cells(page).first().getAttribute('aria-selected')).resolves.toBe('true');
  await expect(page.getByTestId('host-selected').textContent()).resolves.toMatch(/^\d+$/);
  await viewTheFile(page);
}

/**
 * A double click on the selected file opens @vitrine/viewer's <FileViewer> on it: its details load
 * and its preview shows (a picture drawn, for an image); Escape closes it and the host hears it.
 */
async function viewTheFile(page: Page): Promise<void> {
  const selected = await page.getByTestId('host-selected').textContent();
  await cells(page).first().dblclick();
  const viewer = page.getByRole('dialog', { name: /^Viewer: / });
  await viewer.waitFor();
  await expect(page.getByTestId('host-viewer').textContent()).resolves.toBe(selected);
  const stage = viewer.locator('.vt-viewer__stage:not([data-kind="none"])');
  await stage.waitFor();
  if (
    (await stage.getAttribute('data-kind')) === 'image' &&
    (await stage.getAttribute('data-tab')) === 'preview'
  ) {
    await expect
      .poll(() =>
        viewer
          .locator('.vt-viewer__picture')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
  }
  await page.keyboard.press('Escape');
  await viewer.waitFor({ state: 'detached' });
  await expect(page.getByTestId('host-viewer').textContent()).resolves.toBe('');
}

/**
 * A PDF read in the host (pdf.js's worker is `new Worker(new URL('pdfjs-dist/build/
 * pdf.worker.min.mjs', import.meta.url))` inside the published package: the host's bundler must emit
 * it): the page opened on a PDF of the mocks (`?image=`), its first page drawn on the canvas (pixels
 * that are not all one colour). `pdfjsOn` says where pdf.js runs: in its Web Worker (the host's
 * build emits it), or on the page's thread (Vite's dev server resolves the address next to the
 * package's files, where there is no worker: the viewer falls back and says so in the console).
 */
async function readAPdf(page: Page, origin: string, pdfjsOn: 'worker' | 'page'): Promise<void> {
  const id = await page.evaluate(async () => {
    const response = await fetch('/api/search', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ criteria: { itemsOnPage: 1000 } }),
    });
    const answer = (await response.json()) as { images: { id: number; isPdf?: boolean }[] };
    return answer.images.find((image) => image.isPdf)?.id ?? null;
  });
  expect(id, 'the mocks have a PDF').not.toBeNull();
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  // What went wrong, if the page is not drawn: the console's errors and the worker requests that failed.
  const problems: string[] = [];
  const fellBack: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
    if (message.type() === 'warning' && /pdf\.js's worker did not start/.test(message.text()))
      fellBack.push(message.text());
  });
  page.on('requestfailed', (request) => problems.push(`${request.url()} failed`));
  await page.goto(`${origin}?api=mocks&image=${id}`);
  const viewer = page.getByRole('dialog', { name: /^Viewer: / });
  await viewer.waitFor();
  const preview = viewer.getByRole('tab', { name: 'Preview' });
  if ((await preview.getAttribute('aria-selected')) !== 'true') await preview.click();
  await viewer
    .getByText('Page 1 of 1')
    .waitFor({ timeout: 30_000 })
    .catch(async (error: unknown) => {
      throw new Error(
        `no PDF page: the viewer shows "${await viewer.textContent()}"; workers: ${workers.join(', ') || 'none'}; ${problems.join(' | ')}`,
        { cause: error },
      );
    });
  const canvas = viewer.locator('.vt-viewer__pdf-canvas[data-page="1"]');
  await canvas.waitFor({ timeout: 30_000 });
  await expect
    .poll(
      () =>
        canvas.evaluate((element: HTMLCanvasElement) => {
          const context = element.getContext('2d');
          if (!context || element.width === 0 || element.height === 0) return 0;
          const { data } = context.getImageData(0, 0, element.width, element.height);
          const colours = new Set<number>();
          for (let i = 0; i < data.length && colours.size < 3; i += 4 * 97)
            colours.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
          return colours.size;
        }),
      { timeout: 30_000 },
    )
    .toBeGreaterThan(1);
  expect(
    workers.some((url) => /pdf\.worker/.test(url)),
    `workers started: ${workers.join(', ')}`,
  ).toBe(true);
  expect(fellBack.length > 0 ? 'page' : 'worker', `workers: ${workers.join(', ')}`).toBe(pdfjsOn);
  await page.keyboard.press('Escape');
  await viewer.waitFor({ state: 'detached' });
}

/**
 * @vitrine/uploader's panel in the host: into the selected folder, a photo chosen with its file
 * input goes up (the engine, FilePond and the hash worker as the host's bundler built them) and the
 * host hears it is through.
 */
async function uploadAPhoto(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Upload into the folder' }).click();
  const panel = page.getByRole('dialog', { name: 'Upload files' });
  await panel.waitFor();
  await panel.getByLabel('Choose files to upload').setInputFiles({
    name: 'host-upload.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from(Array.from({ length: 2048 }, (_, index) => index % 251)),
  });
  await panel.locator('.vt-uploader__state[data-state="done"]').waitFor({ timeout: 60_000 });
  await expect.poll(() => page.getByTestId('host-uploaded').textContent()).toBe('1');
  await panel.getByRole('button', { name: 'Done' }).click();
  await panel.waitFor({ state: 'detached' });
}

/** Signs in with the ui's <SignIn> form the host renders. */
async function signIn(page: Page, password: string): Promise<void> {
  await page.getByLabel('User name').fill('admin');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The library, or what the form said instead (its alert names the problem).
  const refused = page.locator('main[data-host="signin"] [role="alert"]:not(:empty)');
  await page.locator('main[data-host="library"]').or(refused).first().waitFor();
  if ((await refused.count()) > 0) throw new Error(`sign-in refused: ${await refused.first().textContent()}`);
  await expect(page.getByTestId('host-user').textContent()).resolves.toBe('admin');
}

/** Installs a variant, checks its packages, type-checks and builds it; returns its folder. */
async function preparedHost(variant: HostVariant): Promise<string> {
  const dir = await installHost(variant, tarballs);
  cleanups.push(() => rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 500 }));
  return dir;
}

function hostChecks(variant: HostVariant, getDir: () => string) {
  it('installs one React, one react-dom and one TanStack Query (the host’s), and no Google Maps', () => {
    const dir = getDir();
    for (const shared of ['react', 'react-dom', '@tanstack/react-query', '@tanstack/query-core']) {
      expect(installedCopies(dir, shared), shared).toEqual([`node_modules/${shared}/package.json`]);
    }
    // The map is optional: a host that never shows one installs none of it.
    expect(installedCopies(dir, '@vis.gl/react-google-maps')).toEqual([]);
    expect(installedCopies(dir, '@googlemaps/markerclusterer')).toEqual([]);
    // Nothing of the workspace leaked: no src entry points, no workspace ranges.
    for (const name of ['core', 'api-client', 'ui', 'tree', 'views', 'viewer', 'uploader', 'mocks']) {
      const manifest = runCommand(
        'node',
        ['-p', `JSON.stringify(require('./node_modules/@vitrine/${name}/package.json'))`],
        dir,
      );
      expect(manifest.output).not.toMatch(/workspace:|\.\/src\/|"scripts"|devDependencies/);
    }
  });

  it(`type-checks in strict mode with @types/react ${variant.typesReact}`, () => {
    const tsc = runCommand(
      process.execPath,
      ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'],
      getDir(),
    );
    expect(tsc.output).toBe('');
    expect(tsc.status).toBe(0);
  });

  it('builds with Vite', () => {
    const build = runCommand(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'],
      getDir(),
      withoutPackageManagerEnv(),
    );
    expect(build.status, build.output).toBe(0);
  });

  it('runs in Vite’s dev server without a React warning (React’s development build), and reads a PDF', async () => {
    const dev = await devHost(getDir(), { port: await freePort() });
    const host = await openHost(`${dev.url}?api=mocks`);
    try {
      // The dev server optimises the dependencies on the first page load.
      await host.page.locator('main[data-host="library"]').waitFor({ timeout: 150_000 });
      await selectAFile(host.page, 'Marketing');
      await readAPdf(host.page, dev.url, 'page');
      expect(host.errors).toEqual([]);
    } finally {
      await host.close();
      await dev.stop();
    }
  });

  it('shows the folder tree and the gallery on the mocks, selects a folder and a file, uploads a photo into the folder and reads a PDF (pdf.js’s worker in the host’s build)', async () => {
    const preview = await previewHost(getDir(), { port: await freePort() });
    const host = await openHost(`${preview.url}?api=mocks`);
    try {
      await host.page.locator('main[data-host="library"]').waitFor();
      await selectAFile(host.page, 'Marketing');
      // Into the folder selected above (reading the PDF loads the page again, with no selection).
      await uploadAPhoto(host.page);
      await readAPdf(host.page, preview.url, 'worker');
      expect(host.errors).toEqual([]);
    } finally {
      await host.close();
      await preview.stop();
    }
  });
}

// A test here starts servers, builds and a browser: up to 3 minutes each on a busy 2-core machine.
describe('a host on React 19', { timeout: 180_000 }, () => {
  let dir = '';
  beforeAll(async () => {
    dir = await preparedHost(REACT_19);
  }, 600_000);
  hostChecks(REACT_19, () => dir);

  describe('on the reference server as published', () => {
    let serverDir = '';
    let dataDir = '';
    let server: RunningProcess & { url: string; password: string };
    let hostPort = 0;
    beforeAll(async () => {
      serverDir = await installServer(tarballs['@vitrine/server'] as string);
      dataDir = await mkdtemp(join(tmpdir(), 'vitrine-host-data-'));
      cleanups.push(() => rm(serverDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 500 }));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 500 }));
      hostPort = await freePort();
      // The cross-origin recipe: the host's origin is on the server's allow-list.
      server = await startServer(serverDir, { dataDir, allowedOrigins: [`http://127.0.0.1:${hostPort}`] });
      cleanups.push(() => server.stop());
    }, 600_000);

    /** Serves the host, opens `api`'s page, signs in and browses the demo library. */
    async function signInAndBrowse(
      preview: { proxyTarget?: string; port: number },
      api: string,
    ): Promise<void> {
      const served = await previewHost(dir, preview);
      const host = await openHost(`${served.url}?api=${encodeURIComponent(api)}`);
      try {
        await host.page.locator('main[data-host="signin"]').waitFor();
        await signIn(host.page, server.password);
        await selectAFile(host.page, 'Demo library');
        expect(host.errors).toEqual([]);
      } finally {
        await host.close();
        await served.stop();
      }
    }

    it('signs in and browses through the host’s own origin (same-origin proxy recipe)', async () => {
      await signInAndBrowse({ port: await freePort(), proxyTarget: server.url }, 'same-origin');
    });

    it('signs in and browses from another origin on the allow-list (cross-origin recipe)', async () => {
      await signInAndBrowse({ port: hostPort }, server.url);
    });

    it('signs in from another site with cross-site cookies (SameSite=None; Secure; Partitioned)', async () => {
      // Another site: the host on host.localhost, the server on api.localhost (Chromium treats
      // *.localhost as secure, so a Secure cookie is kept over http; both resolve to 127.0.0.1).
      const port = await freePort();
      const hostOrigin = `http://host.localhost:${port}`;
      await server.stop();
      server = {
        ...(await startServer(serverDir, {
          dataDir,
          allowedOrigins: [hostOrigin],
          crossSiteCookies: true,
          firstStart: false,
        })),
        password: server.password,
      };
      const api = server.url.replace('127.0.0.1', 'api.localhost');
      const preview = await previewHost(dir, { port });
      const launch = chromiumLaunchOptions();
      const sites = await chromium.launch({
        ...launch,
        args: [
          ...launch.args,
          '--host-resolver-rules=MAP host.localhost 127.0.0.1, MAP api.localhost 127.0.0.1',
        ],
      });
      try {
        const page = await (await sites.newContext({ locale: 'en-US' })).newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(`${hostOrigin}/?api=${encodeURIComponent(api)}`);
        await page.locator('main[data-host="signin"]').waitFor();
        await signIn(page, server.password);
        await selectAFile(page, 'Demo library');
        const [cookie] = await page.context().cookies(api);
        expect(cookie).toMatchObject({
          name: 'vitrine_session',
          sameSite: 'None',
          secure: true,
          httpOnly: true,
        });
        expect(errors).toEqual([]);
      } finally {
        await sites.close();
        await preview.stop();
      }
    });

    it('is refused from an origin that is not on the allow-list', async () => {
      const preview = await previewHost(dir, { port: await freePort() });
      const host = await openHost(`${preview.url}?api=${encodeURIComponent(server.url)}`);
      try {
        // The browser refuses the answers (no CORS headers for this origin): the host cannot even
        // ask who is signed in, so the session is unreachable and nothing of the library shows.
        await host.page.locator('main[data-host="signin"]').waitFor();
        const refused = await host.page.evaluate(
          (api) =>
            fetch(new URL('/api/session/currentuser', api), { credentials: 'include' }).then(
              () => 'answered',
              () => 'refused',
            ),
          server.url,
        );
        expect(refused).toBe('refused');
        expect(await host.page.locator('main[data-host="library"]').count()).toBe(0);
      } finally {
        await host.close();
        await preview.stop();
      }
    });
  });

  it('adds the map with its optional peers, and the map entry builds', () => {
    const install = npmInstall(dir, [
      '@vis.gl/react-google-maps@^1.10.0',
      '@googlemaps/markerclusterer@^2.6.0',
    ]);
    expect(install.status, install.output).toBe(0);
    expect(installedCopies(dir, '@vis.gl/react-google-maps')).toHaveLength(1);
  });

  it('prints what each widget costs a host (gzip, beside React alone)', async () => {
    const pages: Record<string, string> = {
      'React + react-dom alone': '',
      'VitrineProvider (@vitrine/ui)': 'provider',
      FolderTree: "import { FolderTree as W } from '@vitrine/tree';",
      SetTree: "import { SetTree as W } from '@vitrine/tree';",
      LogicalTree: "import { LogicalTree as W } from '@vitrine/tree';",
      QuickAccess: "import { QuickAccess as W } from '@vitrine/tree';",
      Gallery: "import { Gallery as W } from '@vitrine/views';",
      Masonry: "import { Masonry as W } from '@vitrine/views';",
      Grid: "import { Grid as W } from '@vitrine/views';",
      Timeline: "import { Timeline as W } from '@vitrine/views';",
      FlashWall: "import { FlashWall as W } from '@vitrine/views';",
      Dashboard: "import { Dashboard as W } from '@vitrine/views';",
      'MapView (@vitrine/views/map, map chunk lazy)': "import { MapView as W } from '@vitrine/views/map';",
      'FileViewer (@vitrine/viewer, pdf.js lazy)': "import { FileViewer as W } from '@vitrine/viewer';",
    };
    const sizeDir = join(dir, 'size');
    await rm(sizeDir, { recursive: true, force: true });
    const figures: { page: string; bytes: number }[] = [];
    for (const [index, [name, widget]] of Object.entries(pages).entries()) {
      const entry = `page${index}`;
      const imports = [
        "import { createElement } from 'react';",
        "import { createRoot } from 'react-dom/client';",
        ...(widget === ''
          ? []
          : [
              "import { createVitrineClient } from '@vitrine/api-client';",
              "import { VitrineProvider } from '@vitrine/ui';",
            ]),
        ...(widget === '' || widget === 'provider' ? [] : [widget]),
      ];
      const child =
        widget === '' || widget === 'provider' ? "'host'" : 'createElement(W as never, {} as never)';
      const render =
        widget === ''
          ? "createElement('p', null, 'host')"
          : `createElement(VitrineProvider, { client: createVitrineClient() }, ${child})`;
      await mkdir(join(dir, 'size-pages'), { recursive: true });
      await writeFile(
        join(dir, 'size-pages', `${entry}.ts`),
        `${imports.join('\n')}\ncreateRoot(document.body).render(${render});\n`,
      );
      await writeFile(
        join(dir, `${entry}.html`),
        `<!doctype html><html lang="en"><head><title>${entry}</title></head><body><script type="module" src="/size-pages/${entry}.ts"></script></body></html>\n`,
      );
      const outDir = join(sizeDir, entry);
      const build = runCommand(
        process.execPath,
        [
          'node_modules/vite/bin/vite.js',
          'build',
          '--logLevel',
          'error',
          '--outDir',
          outDir,
          '--manifest',
          '--emptyOutDir',
          '--config',
          'vite.size.config.ts',
        ],
        dir,
        { ...withoutPackageManagerEnv(), SIZE_ENTRY: `${entry}.html` },
      );
      expect(build.status, build.output).toBe(0);
      figures.push({ page: name, bytes: entryGzipBytes(outDir, `${entry}.html`) });
    }
    const react = figures[0]?.bytes ?? 0;
    const provider = figures[1]?.bytes ?? 0;
    const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
    const lines = figures.map(({ page, bytes }, index) => {
      const extra =
        index === 0
          ? ''
          : index === 1
            ? ` (+${kb(bytes - react)} over React)`
            : ` (+${kb(bytes - provider)} over the provider)`;
      return `  ${page.padEnd(46)} ${kb(bytes).padStart(9)}${extra}`;
    });
    console.log(
      `\nhost bundle, gzip (React ${REACT_19.react}), initial JavaScript of each page:\n${lines.join('\n')}\n`,
    );
    // Every widget costs something on top of the provider, and the provider on top of React.
    expect(provider).toBeGreaterThan(react);
    for (const { page, bytes } of figures.slice(2)) expect(bytes, page).toBeGreaterThan(provider);
  }, 600_000);
});

describe('a host on React 18.3 (TanStack Query 5.102, the lowest the peer range allows)', {
  timeout: 180_000,
}, () => {
  let dir = '';
  beforeAll(async () => {
    dir = await preparedHost(REACT_18);
  }, 600_000);
  hostChecks(REACT_18, () => dir);
});
