// The reference app's Vite config. Build flags (read as import.meta.env in src/build-flags.ts):
//   VITE_VITRINE_DEMO=false   a server build: no mocks; the app signs in and calls @vitrine/server
//                             (`npm start`). Demo mode (MSW mocks in the browser) is the default.
//   VITE_VITRINE_BODY=true    the body build variant of spec 000 §2 (/body, /body/folders/{id})
//   VITE_VITRINE_API_URL      the API base URL (default: same origin)
// A demo build goes to dist/demo, a server build to dist/server (scripts/serve.mjs OUT_DIRS), so
// building one never empties the other while it is being served.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { readBuildFlags } from './src/build-flags.ts';

export default defineConfig(({ mode }) => {
  const flags = readBuildFlags(loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_'));
  return {
    plugins: [react()],
    // Known while bundling, so a server build leaves the demo chunk (the whole mock library) out
    // instead of only never loading it (src/main.tsx); the mock service worker script likewise.
    define: { __VITRINE_DEMO__: JSON.stringify(flags.demo) },
    publicDir: flags.demo ? 'public' : false,
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1' },
    // The demo chunk (src/demo/start.ts) carries the whole mock library (@vitrine/mocks); it loads
    // only in demo mode, after the app's own chunk, and is not in a server build at all.
    build: {
      outDir: flags.demo ? 'dist/demo' : 'dist/server',
      sourcemap: true,
      chunkSizeWarningLimit: 700,
    },
  };
});
