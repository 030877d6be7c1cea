// The server's modules use TypeScript that Node only transforms with --experimental-transform-types
// (constructor parameter properties; type stripping alone refuses them). A benchmark that imports
// them calls this first: without the flag it runs the same file again in a child Node with it and
// exits with the child's status.
import { spawnSync } from 'node:child_process';

/** The Node flags of a process that imports the server's modules (a benchmark's child, too). */
export const TRANSFORM_TYPES_FLAGS = [
  '--experimental-transform-types',
  '--disable-warning=ExperimentalWarning',
];

export function restartWithTransformTypes(filename: string): void {
  if (process.features.typescript === 'transform') return;
  const child = spawnSync(
    process.execPath,
    [...TRANSFORM_TYPES_FLAGS, ...process.execArgv, filename, ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  process.exit(child.status ?? 1);
}
