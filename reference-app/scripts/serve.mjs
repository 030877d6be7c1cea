// Build the reference app with Vite and serve the build on 127.0.0.1 (Vite's JS API). Used by
// start.mjs (`npm start`) and by the end-to-end tests (tests/e2e), so both run the same code.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';

/** The reference app's root folder. */
export const appRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The repository's root folder (where `npm start` keeps ./data). */
export const repoRoot = resolve(appRoot, '..');

/** The port `npm start` asks for first (a taken port falls back to the next free one). */
export const DEFAULT_PORT = 5173;

/**
 * Where each kind of build goes (vite.config.ts picks the same by VITE_VITRINE_DEMO): side by side,
 * so building one never empties the folder the other is being served from.
 */
export const OUT_DIRS = {
  demo: resolve(appRoot, 'dist', 'demo'),
  server: resolve(appRoot, 'dist', 'server'),
};

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
 * Builds the app into `outDir` (default: OUT_DIRS.demo, or OUT_DIRS.server when the build flags say
 * VITE_VITRINE_DEMO=false). Without `env` the flags come from the environment: a demo build unless
 * VITE_VITRINE_DEMO=false is set (the end-to-end tests of demo mode rely on that default).
 * @param {{ outDir?: string, env?: Record<string, string> }} [options] env: VITE_* build flags
 */
export async function buildApp(options = {}) {
  const saved = {};
  // Always the production build of React and the libraries: Vite replaces process.env.NODE_ENV with
  // the environment's NODE_ENV before the mode, and a test runner sets it to 'test' (vitest does),
  // which bundled React's development build, several times slower, into the app the tests drove.
  for (const [key, value] of Object.entries({ ...options.env, NODE_ENV: 'production' })) {
    saved[key] = process.env[key];
    process.env[key] = value;
  }
  const defaultOutDir = () =>
    process.env.VITE_VITRINE_DEMO?.trim().toLowerCase() === 'false' ? OUT_DIRS.server : OUT_DIRS.demo;
  try {
    await build({
      root: appRoot,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir: options.outDir ?? defaultOutDir(), emptyOutDir: true },
    });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/**
 * Serves a build (default: the demo build) on 127.0.0.1 with Vite's preview server: static files
 * only, so a demo build (a server build needs @vitrine/server, which serves it itself). With
 * `strictPort` false a taken port falls back to the next free one.
 * @param {{ port?: number, outDir?: string, strictPort?: boolean }} [options]
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function serveApp(options = {}) {
  const server = await preview({
    root: appRoot,
    logLevel: 'warn',
    build: { outDir: options.outDir ?? OUT_DIRS.demo },
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
