import { copyFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { vitrinePackage } from '../../tsup.preset';

// The rank pool's worker (src/search/rank-pool.ts) runs from its own file next to the bundles.
const preset = vitrinePackage({ entry: { cli: 'src/cli.ts', 'rank-worker': 'src/search/rank-worker.ts' } });

export default defineConfig({
  ...preset,
  // Every @vitrine/* package points at its TypeScript sources in the workspace: bundle them all (core,
  // api-client's wire helpers), so dist/ runs on plain Node with nothing of the workspace's sources
  // (tests/e2e/start-server.test.ts runs it as `npm start` does).
  noExternal: [/^@vitrine\//],
  onSuccess: async () => {
    if (typeof preset.onSuccess === 'function') await preset.onSuccess();
    // The contract the server validates against travels with the build (http/openapi.ts looks for it).
    copyFileSync('../../openapi.yml', 'dist/openapi.yml');
  },
});
