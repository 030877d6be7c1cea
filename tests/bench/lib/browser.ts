// The browser machinery of the page benchmarks (views.bench.ts, viewer.bench.ts): a page folder built
// with vite, served on 127.0.0.1 by node:http with the benchmark's own routes first, and Debian
// chromium started through playwright-core with the flags every browser test uses.
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import type { Browser } from 'playwright-core';
import type { AliasOptions } from 'vite';
import { CHROMIUM_FLAGS } from '../../../scripts/chromium.ts';

/** What {@link buildPage} needs. */
export interface PageBuild {
  /** The page's folder (its index.html). */
  root: string;
  /** Where the built files go (emptied first). */
  outDir: string;
  alias?: AliasOptions;
  /** Minify (default true); a profile reads better without. */
  minify?: boolean;
}

/** Builds a benchmark page with vite (production React, no sourcemaps); returns the milliseconds it took. */
export async function buildPage({ root, outDir, alias, minify = true }: PageBuild): Promise<number> {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const start = performance.now();
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    resolve: {
      ...(alias ? { alias } : {}),
      dedupe: ['react', 'react-dom', '@tanstack/react-query'],
    },
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 4_000,
      minify,
    },
  });
  return performance.now() - start;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * A benchmark's own answer to a request: true when it answered (the built files are not looked at),
 * false to let the server serve the file of that path.
 */
export type Route = (
  url: URL,
  request: IncomingMessage,
  response: ServerResponse,
) => boolean | Promise<boolean>;

/** Serves `dir` (a built page) on 127.0.0.1 at a free port, asking `route` first. */
export function servePage(dir: string, route?: Route): Promise<Server> {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    try {
      if (route && (await route(url, request, response))) return;
    } catch (error) {
      if (!response.headersSent) response.writeHead(500);
      response.end(String(error));
      return;
    }
    const file = normalize(join(dir, url.pathname === '/' ? 'index.html' : url.pathname));
    if (!file.startsWith(dir)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      response
        .writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' })
        .end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/** `http://127.0.0.1:<port>` of a listening server. */
export const originOf = (server: Server): string =>
  `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** Closes a server if there is one (keep-alive connections included). */
export function closeServer(server: Server | undefined): Promise<void> {
  if (!server) return Promise.resolve();
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** Debian chromium (CHROMIUM_PATH overrides), headless, with scripts/chromium.ts's flags and any extra. */
export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS, ...extraArgs],
  });
}
