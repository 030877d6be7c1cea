// globalSetup of the e2e project: a folder of the run's own (`e2eRunDir`) for what its files share:
// the builds of the reference app (app-builds.ts) and the lock of the workspace builds
// (run-locks.ts). Removed when the run ends.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import './run-locks';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-e2e-run-'));
  project.provide('e2eRunDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}
