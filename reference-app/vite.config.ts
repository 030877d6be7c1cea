// The reference app's Vite config. Build flags (read as import.meta.env in src/build-flags.ts):
//   VITE_VITRINE_DEMO=false   build without demo mode (MSW mocks); demo is the default until the
//                             reference server lands
//   VITE_VITRINE_BODY=true    the body build variant of spec 000 §2 (/body, /body/folders/{id})
//   VITE_VITRINE_API_URL      the API base URL (default: same origin)
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  // The demo chunk (src/demo/start.ts) carries the whole mock library (@vitrine/mocks); it loads only
  // in demo mode, after the app's own chunk.
  build: { sourcemap: true, chunkSizeWarningLimit: 700 },
});
