import { copyFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { vitrinePackage } from '../../tsup.preset';

// The rank pool's worker (src/search/rank-pool.ts) runs from its own file next to the bundles.
const preset = vitrinePackage({ entry: { cli: 'src/cli.ts', 'rank-worker': 'src/search/rank-worker.ts' } });

export default defineConfig({
  ...preset,
  // @vitrine/core points at its TypeScript sources in the workspace: bundle it, so dist/cli.js runs on
  // plain Node.
  noExternal: ['@vitrine/core'],
  onSuccess: async () => {
    if (typeof preset.onSuccess === 'function') await preset.onSuccess();
    // The contract the server validates against travels with the build (http/openapi.ts looks for it).
    copyFileSync('../../openapi.yml', 'dist/openapi.yml');
  },
});
