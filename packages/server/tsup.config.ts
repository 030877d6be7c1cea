import { copyFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { vitrinePackage } from '../../tsup.preset';

const preset = vitrinePackage({ entry: { cli: 'src/cli.ts' } });

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
