// The reference app's production build, made once per test run for each set of build flags: the
// e2e files of a run that ask for the same flags are served the same build (a fresh vite build per
// file cost 15-25 s each, some 39 files). The builds live in the run's folder (run-setup.ts), removed
// at the end of the run; the first file to ask for a build makes it while the others wait for it.
// Outside the e2e project (no run folder), every call builds into a temporary folder of its own,
// removed on release.
// reference-app-build.test.ts still builds for itself: the build is what it tests.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../reference-app/scripts/serve.mjs';
import { e2eRunDir, takeLock } from './run-locks';

export interface AppBuild {
  /** The built app: index.html and its assets. Read only: other files of the run are served it. */
  dir: string;
  /** Removes the build when it is this caller's own; a shared build stays for the run. */
  release(): Promise<void>;
}

/** The app built with the build flags `env` over the VITE_* variables of the environment. */
export async function appBuild(env: Record<string, string> = {}): Promise<AppBuild> {
  const root = e2eRunDir();
  if (!root) {
    const dir = await mkdtemp(join(tmpdir(), 'vitrine-e2e-app-'));
    await buildApp({ outDir: dir, env });
    return { dir, release: () => rm(dir, { recursive: true, force: true }) };
  }
  const flags = Object.fromEntries(
    Object.entries({ ...process.env, ...env })
      .filter(([name]) => name.startsWith('VITE_'))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  const key = createHash('sha256').update(JSON.stringify(flags)).digest('hex').slice(0, 16);
  const dir = join(root, `app-${key}`);
  const release = await takeLock(`app-${key}`);
  try {
    if (!existsSync(dir)) {
      // Built beside, then renamed: a build that failed half-way is never taken for a whole one.
      const building = await mkdtemp(join(root, `app-${key}-building-`));
      await buildApp({ outDir: building, env });
      await rename(building, dir);
    }
  } finally {
    await release();
  }
  return { dir, release: async () => {} };
}
