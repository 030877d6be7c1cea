// globalSetup of the e2e project: a folder for the run's builds of the reference app (app-builds.ts),
// removed when the run ends.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import './app-builds';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-e2e-builds-'));
  project.provide('appBuildsDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}
