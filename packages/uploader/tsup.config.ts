import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'tsup';
import { vitrinePackage } from '../../tsup.preset';

// The SHA-256 worker (src/engine/hash.worker.ts) is built as a file of its own next to the bundles,
// and the engine's `new URL('./hash.worker.ts', import.meta.url)` is pointed at it, so a host's
// bundler (Vite, webpack 5, Parcel) finds and emits the worker from the package as published. The
// panel's words are an entry of their own (`@vitrine/uploader/locale`): a host that loads the panel
// lazily can word its own notices without pulling the panel into its first page; the queue kept
// across a reload is read from an entry of its own too (`@vitrine/uploader/kept`).
const preset = vitrinePackage({
  client: true,
  entry: { 'hash.worker': 'src/engine/hash.worker.ts', locale: 'src/locale.ts', kept: 'src/kept.ts' },
});

export default defineConfig({
  ...preset,
  onSuccess: async () => {
    if (typeof preset.onSuccess === 'function') await preset.onSuccess();
    const dist = join(process.cwd(), 'dist');
    for (const file of readdirSync(dist)) {
      if (!file.endsWith('.js')) continue;
      const path = join(dist, file);
      const code = readFileSync(path, 'utf8');
      if (code.includes('./hash.worker.ts'))
        writeFileSync(path, code.replaceAll('./hash.worker.ts', './hash.worker.js'));
    }
  },
});
