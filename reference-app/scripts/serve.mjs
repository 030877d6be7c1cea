// Build the reference app with Vite and serve the build on 127.0.0.1 (Vite's JS API). Used by
// start.mjs (`npm start`) and by the end-to-end tests (tests/e2e), so both run the same code.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';

/** The reference app's root folder. */
export const appRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The port `npm start` asks for first (a taken port falls back to the next free one). */
export const DEFAULT_PORT = 5173;

/**
 * Reads the PORT environment variable: unset or empty gives DEFAULT_PORT; 0 asks the system for
 * any free port; anything that is not a whole number from 0 to 65535 is an error.
 * @param {string | undefined} value
 * @returns {number}
 */
export function parsePort(value) {
  if (value === undefined || value.trim() === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!/^\d+$/.test(value.trim()) || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not '${value}'.`);
  }
  return port;
}

/**
 * Builds the app into `outDir` (default reference-app/dist).
 * @param {{ outDir?: string, env?: Record<string, string> }} [options] env: VITE_* build flags
 */
export async function buildApp(options = {}) {
  const saved = {};
  for (const [key, value] of Object.entries(options.env ?? {})) {
    saved[key] = process.env[key];
    process.env[key] = value;
  }
  try {
    await build({
      root: appRoot,
      logLevel: 'warn',
      build: { outDir: options.outDir ?? resolve(appRoot, 'dist'), emptyOutDir: true },
    });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/**
 * Serves a build on 127.0.0.1. With `strictPort` false a taken port falls back to the next free one.
 * @param {{ port?: number, outDir?: string, strictPort?: boolean }} [options]
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function serveApp(options = {}) {
  const server = await preview({
    root: appRoot,
    logLevel: 'warn',
    build: { outDir: options.outDir ?? resolve(appRoot, 'dist') },
    preview: {
      host: '127.0.0.1',
      port: options.port ?? DEFAULT_PORT,
      strictPort: options.strictPort ?? false,
      open: false,
    },
  });
  const address = server.httpServer.address();
  const port =
    typeof address === 'object' && address !== null ? address.port : (options.port ?? DEFAULT_PORT);
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    close: () => server.close(),
  };
}
