// Lets Node 24 run the workspace's TypeScript as it stands, with no build and no extra tool. Node
// strips the types itself (process.features.typescript); what it lacks is the bundler resolution of
// tsconfig.base.json: the packages import './client' and './handlers' without '.ts' / '/index.ts'.
// This hook adds them when Node's own resolution fails, and changes nothing else.
// Use: node --import ./tests/bench/lib/ts-resolve.mjs tests/bench/core.bench.ts
import { statSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const CANDIDATES = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

const isFile = (path) => statSync(path, { throwIfNoEntry: false })?.isFile() === true;

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const relative = specifier.startsWith('./') || specifier.startsWith('../') || specifier.startsWith('/');
      if (!relative || !context.parentURL?.startsWith('file:')) throw error;
      const base = fileURLToPath(new URL(specifier, context.parentURL));
      const found = CANDIDATES.map((suffix) => base + suffix).find(isFile);
      if (found === undefined) throw error;
      return nextResolve(pathToFileURL(found).href, context);
    }
  },
});
